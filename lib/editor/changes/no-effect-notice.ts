// What the editor says when new classes changed nothing on screen, and the class list that puts them in place of
// the classes that beat them, when those are the element's own (written on it in the source).
import type { NoEffect } from "../frame/no-effect";
import { createChange } from "./create";
import type { ChangeRecord } from "./schemas";

export type NoEffectNotice = {
  title: string;
  description: string;
  /** The element's own classes that win: offered to be replaced. Empty when the winners come from elsewhere. */
  replace: string[];
};

function listed(names: readonly string[]): string {
  return names.join(" ");
}

/** `ownClasses`: the element's classes as written in the source; null when unknown or computed in code. */
export function noEffectNotice({ added, winners }: NoEffect, ownClasses: readonly string[] | null): NoEffectNotice {
  const title = `${listed(added)} ${added.length === 1 ? "changes" : "change"} nothing here`;
  if (winners.length === 0)
    return { title, description: "Another style of this element sets the same property and wins.", replace: [] };
  const verb = winners.length === 1 ? "wins" : "win";
  const own = ownClasses === null ? [] : winners.filter((name) => ownClasses.includes(name));
  if (own.length > 0)
    return {
      title,
      description: `${listed(own)} ${verb} (they set the same property). Replace ${listed(own)} with ${listed(added)}?`,
      replace: own,
    };
  if (ownClasses === null)
    return { title, description: `${listed(winners)} ${verb} (they set the same property).`, replace: [] };
  const important = added.map((name) => `!${name}`);
  return {
    title,
    description: `${listed(winners)} ${winners.length === 1 ? "comes" : "come"} from the component's own styles; use ${listed(important)} to override it here.`,
    replace: [],
  };
}

/** The source classes with the winners taken out and the added ones in (once each, where they already are). */
export function replacedClasses(
  sourceClasses: readonly string[],
  added: readonly string[],
  replace: readonly string[],
): string[] {
  const kept = sourceClasses.filter((name) => !replace.includes(name));
  return [...kept, ...added.filter((name) => !kept.includes(name))];
}

export type ExplainPorts = {
  /** The element's classes as written in the source now; null when unknown or computed in code. */
  sourceClasses(codebaseId: string): Promise<string[] | null>;
  /** Resolves when every change queued so far has been written. */
  settled(): Promise<void>;
  run(change: ChangeRecord): void;
  show(notice: { title: string; description: string }, action?: { label: string; onClick: () => void }): void;
};

/**
 * Says, once the change is written, that new classes changed nothing. Writing a class already replaces the element's
 * own classes it conflicts with, so those winners are gone by then and need no word; an own winner that is still
 * there is offered to be replaced, against the classes the source has when the owner accepts.
 */
export async function explainNoEffect(codebaseId: string, noEffect: NoEffect, ports: ExplainPorts): Promise<void> {
  // Asked at once, so it reads the source before this change is written.
  const before = await ports.sourceClasses(codebaseId);
  await ports.settled();
  const after = await ports.sourceClasses(codebaseId);
  // Not written (it failed, or was undone already): there is nothing to explain.
  if (after !== null && !noEffect.added.every((name) => after.includes(name))) return;
  const winners = noEffect.winners.filter(
    (name) => before === null || after === null || !before.includes(name) || after.includes(name),
  );
  if (noEffect.winners.length > 0 && winners.length === 0) return;
  const notice = noEffectNotice({ added: noEffect.added, winners }, after);
  const said = { title: notice.title, description: notice.description };
  if (notice.replace.length === 0) {
    ports.show(said);
    return;
  }
  const replace = async () => {
    await ports.settled();
    const current = await ports.sourceClasses(codebaseId);
    if (!current) return;
    ports.run(
      createChange("UPDATE_CLASSES", {
        codebaseIdToUpdateClass: codebaseId,
        newClasses: replacedClasses(current, noEffect.added, notice.replace).join(" "),
        oldClasses: current.join(" "),
      }),
    );
  };
  ports.show(said, { label: `Replace ${notice.replace.join(" ")}`, onClick: () => void replace() });
}
