// Runs the editor's changes: the instant update to the preview frame first, then the source call, one
// change after another. Everything it talks to is passed in, so the browser wires it to the frame and the API and
// the tests wire it to fakes.
import type { IndexEntry } from "../source/elements";
import { canInstantUpdateDuringFlush, supportsInstantUndo } from "./capabilities";
import { instantUpdatesFor, referencedIds, type InstantUpdatePlan } from "./instant";
import {
  initialLifecycle,
  markFailed,
  markInstantUpdateFinished,
  markInstantUpdateSent,
  markProcessed,
  type ChangeLifecycle,
} from "./lifecycle";
import { prepareChangeRequest, type ActivityOp, type PreparedChangeRequest } from "./prepare";
import type { ChangeRecord } from "./schemas";

/** A source call: the editor API's operation, the canvas it writes, and the body that operation's schema reads. */
export type SourceRequest = { params: { canvasId: string } } & (
  | PreparedChangeRequest
  | { op: "applyChangeSet"; body: { changes: ChangeRecord[] } }
  | { op: ActivityOp; body: undefined }
);

export type RunnerPorts = {
  canvasId: string;
  /** Where the side index last saw these ids; ids it does not know are absent. */
  lookUp(ids: readonly string[]): Promise<IndexEntry[]>;
  /** Sends a source call to the editor API; null when it worked, else the reason (a refusal names the rule it keeps). */
  post(request: SourceRequest): Promise<string | null>;
  /** Asks the frame to show an update; resolves with whether it could. */
  instantUpdate(updateId: string, plan: InstantUpdatePlan): Promise<boolean>;
  undoInstantUpdate(updateId: string): void;
  /** Reloads the frame, so it shows the files as they are. */
  reloadFrame(): void;
  notify(kind: "success" | "error", title: string, description?: string): void;
  newId(): string;
  onChange?(entry: RunnerEntry): void;
};

export type RunnerEntry = { change: ChangeRecord; lifecycle: ChangeLifecycle; instantUpdateIds: string[] };

export const runnerMessages = {
  added: "Successfully added",
  propChanged: "Prop changed",
  failed: "That change could not be saved. The preview shows the files as they are.",
  undoFailed: "Nothing was undone. The files changed outside the editor, or there is nothing left to undo.",
  redoFailed: "Nothing was redone. The files changed outside the editor, or there is nothing left to redo.",
  elementMissing: "Could not find element",
} as const;

export class ChangeRunner {
  private readonly ports: RunnerPorts;
  /** The source calls, one after another; resolves when every queued change has finished. */
  private flushing: Promise<void> = Promise.resolve();
  /** What this session wrote, newest last; a change set counts as one step. */
  private readonly done: RunnerEntry[][] = [];
  private readonly undone: RunnerEntry[][] = [];

  constructor(ports: RunnerPorts) {
    this.ports = ports;
  }

  /** Queues a change; resolves with its entry once its source call has answered. */
  run(change: ChangeRecord, classList: readonly string[] | null = null): Promise<RunnerEntry> {
    const entry: RunnerEntry = { change, lifecycle: initialLifecycle(change), instantUpdateIds: [] };
    this.emit(entry);
    // STYLING, ADD_CLASS and UPDATE_CLASSES may show themselves while earlier changes are still being written.
    const shown = canInstantUpdateDuringFlush(change) ? this.showInstantly(entry, classList) : null;
    const result = this.flushing.then(async () => {
      await (shown ?? this.showInstantly(entry, classList));
      await this.write(entry);
      return entry;
    });
    this.flushing = result.then(() => undefined);
    return result;
  }

  private async showInstantly(entry: RunnerEntry, classList: readonly string[] | null): Promise<void> {
    if (!entry.lifecycle.sendsInstantUpdate || entry.lifecycle.outcome !== "pending") return;
    const plans = instantUpdatesFor(entry.change, classList);
    if (plans.length === 0) return;
    entry.instantUpdateIds = plans.map((_, index) => (index === 0 ? entry.change.id : this.ports.newId()));
    this.update(entry, markInstantUpdateSent(entry.lifecycle));
    const results = await Promise.all(
      plans.map((plan, index) => this.ports.instantUpdate(entry.instantUpdateIds[index] ?? entry.change.id, plan)),
    );
    this.update(entry, markInstantUpdateFinished(entry.lifecycle, results.every(Boolean)));
  }

  /**
   * Queues several changes written as one undoable step (AI mode's reviewed suggestions): each shows itself in the
   * frame, then the set goes to the files in one call.
   */
  runSet(changes: readonly ChangeRecord[], classList: readonly string[] | null = null): Promise<RunnerEntry[]> {
    const entries = changes.map((change): RunnerEntry => ({
      change,
      lifecycle: initialLifecycle(change),
      instantUpdateIds: [],
    }));
    for (const entry of entries) this.emit(entry);
    const result = this.flushing.then(async () => {
      // Class changes after the first see the classes the earlier ones left.
      let classes = classList;
      for (const entry of entries) {
        await this.showInstantly(entry, classes);
        const plan = instantUpdatesFor(entry.change, classes).find((item) => item.kind === "classes");
        if (plan?.kind === "classes") classes = plan.classes.split(" ").filter(Boolean);
      }
      const failure = await this.ports.post({
        ...this.params(),
        op: "applyChangeSet",
        body: { changes: [...changes] },
      });
      if (failure === null) this.succeeded(entries);
      else {
        for (const entry of [...entries].reverse()) this.failed(entry, runnerMessages.failed, false);
        this.ports.notify("error", runnerMessages.failed);
      }
      return entries;
    });
    this.flushing = result.then(() => undefined);
    return result;
  }

  private async write(entry: RunnerEntry): Promise<void> {
    if (entry.lifecycle.outcome !== "pending") return;
    const failure = await this.sourceCall(entry.change);
    if (failure === null) this.succeeded([entry]);
    else this.failed(entry, failure);
  }

  private succeeded(entries: RunnerEntry[]): void {
    this.done.push(entries);
    this.undone.length = 0;
    for (const entry of entries) {
      this.update(entry, markProcessed(entry.lifecycle));
      const usedInstantUpdate =
        entry.lifecycle.instantUpdate === "finished" && entry.lifecycle.instantUpdateSuccessful === true;
      if (
        entry.change.type === "ADD_JSX" &&
        !usedInstantUpdate &&
        entry.change.changeFields.htmlForInstantUpdate === null
      )
        this.ports.notify("success", runnerMessages.added);
      if (entry.change.type === "CHANGE_PROP") this.ports.notify("success", runnerMessages.propChanged);
    }
  }

  /** A failed change is said, with its reason when the server gave one: never a silent revert. */
  private failed(entry: RunnerEntry, failure: string, announce = true): void {
    this.update(entry, markFailed(entry.lifecycle));
    if (announce) {
      if (failure === runnerMessages.elementMissing || failure === runnerMessages.failed)
        this.ports.notify("error", failure);
      else this.ports.notify("error", runnerMessages.failed, failure);
    }
    this.takeBack(entry);
  }

  /** Null when the files changed; else why not. */
  private async sourceCall(change: ChangeRecord): Promise<string | null> {
    const entries = await this.ports.lookUp(referencedIds(change));
    const found = new Map(entries.map((entry) => [entry.codebaseId, entry]));
    let prepared;
    try {
      prepared = prepareChangeRequest(
        change,
        (codebaseId) => {
          const entry = found.get(codebaseId);
          if (!entry) throw new Error(runnerMessages.elementMissing);
          return { codebaseId, filePath: entry.file, line: entry.line, column: entry.column };
        },
        { canvasId: this.ports.canvasId },
      );
    } catch (error) {
      return error instanceof Error && error.message === runnerMessages.elementMissing
        ? runnerMessages.elementMissing
        : runnerMessages.failed;
    }
    return this.ports.post({ ...this.params(), ...prepared });
  }

  private params(): { params: { canvasId: string } } {
    return { params: { canvasId: this.ports.canvasId } };
  }

  /** A failed change leaves nothing behind in the frame: undone at once where that is supported, else reloaded. */
  private takeBack(entry: RunnerEntry): void {
    if (entry.instantUpdateIds.length === 0) return;
    if (supportsInstantUndo(entry.change))
      for (const id of [...entry.instantUpdateIds].reverse()) this.ports.undoInstantUpdate(id);
    else this.ports.reloadFrame();
  }

  /** Undoes the last change of the files (this session's or an earlier one's); instantly if every type in it supports instant undo. */
  undo(): Promise<boolean> {
    const result = this.flushing.then(async () => {
      const last = this.done.pop();
      const shown = (last ?? []).flatMap((entry) => entry.instantUpdateIds);
      const instant = last !== undefined && last.every((entry) => supportsInstantUndo(entry.change));
      if (instant) for (const id of [...shown].reverse()) this.ports.undoInstantUpdate(id);
      const failure = await this.ports.post({ ...this.params(), op: "undoChangeToFiles", body: undefined });
      if (failure === null) {
        // Once the files are back, so is what the frame showed: a text typed in place that the page's hot reload
        // never rendered stays on the page through the undo's hot reload, which changes nothing React knows of.
        if (!instant) for (const id of [...shown].reverse()) this.ports.undoInstantUpdate(id);
        if (last) this.undone.push(last);
        return true;
      }
      if (last) this.done.push(last);
      this.ports.notify("error", runnerMessages.undoFailed);
      if (shown.length > 0) this.ports.reloadFrame();
      return false;
    });
    this.flushing = result.then(() => undefined);
    return result;
  }

  redo(): Promise<boolean> {
    const result = this.flushing.then(async () => {
      const failure = await this.ports.post({ ...this.params(), op: "redoChangeToFiles", body: undefined });
      if (failure !== null) {
        this.ports.notify("error", runnerMessages.redoFailed);
        return false;
      }
      const redone = this.undone.pop();
      if (redone) this.done.push(redone.map((entry) => ({ ...entry, instantUpdateIds: [] })));
      return true;
    });
    this.flushing = result.then(() => undefined);
    return result;
  }

  /** Resolves when every queued change has been written (or has failed). */
  settled(): Promise<void> {
    return this.flushing;
  }

  private update(entry: RunnerEntry, lifecycle: ChangeLifecycle): void {
    entry.lifecycle = lifecycle;
    this.emit(entry);
  }

  private emit(entry: RunnerEntry): void {
    this.ports.onChange?.({ ...entry });
  }
}
