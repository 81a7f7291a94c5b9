"use client";

import {
  ArrowDown,
  ArrowUp,
  Car,
  CopyPlus,
  Plus,
  Redo2,
  Sparkles,
  SquareDashed,
  Tag,
  Trash2,
  Undo2,
} from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { editorScreen } from "@/lib/config/editor/screen";

export type ToolbarActions = {
  undo: () => void;
  redo: () => void;
  addElement: (tag: string) => void;
  wrapInDiv: () => void;
  duplicate: () => void;
  remove: () => void;
  changeTag: (tag: string) => void;
  moveUp: (() => void) | null;
  moveDown: (() => void) | null;
};

type Props = {
  actions: ToolbarActions;
  hasSelection: boolean;
  aiMode: boolean;
  onAiMode: (on: boolean) => void;
  driveMode: boolean;
  onDriveMode: (on: boolean) => void;
};

const tagPattern = /^[a-z][a-z0-9-]*$|^[A-Z][A-Za-z0-9.]*$/;

/** Undo and redo, the two modes, and the structural changes to the selection. */
export function EditorToolbar({ actions, hasSelection, aiMode, onAiMode, driveMode, onDriveMode }: Props) {
  const [newTag, setNewTag] = useState<string>(editorScreen.addableTags[0]);
  const [renameTo, setRenameTo] = useState("");
  const renameValid = tagPattern.test(renameTo);
  return (
    <div role="toolbar" aria-label="Editor tools" className="flex flex-wrap items-center gap-1">
      <Button size="sm" variant="outline" onClick={actions.undo} title="Undo (Ctrl+Z)">
        <Undo2 aria-hidden /> Undo
      </Button>
      <Button size="sm" variant="outline" onClick={actions.redo} title="Redo (Ctrl+Shift+Z)">
        <Redo2 aria-hidden /> Redo
      </Button>
      <Button
        size="sm"
        variant={aiMode ? "default" : "outline"}
        aria-pressed={aiMode}
        onClick={() => onAiMode(!aiMode)}
      >
        <Sparkles aria-hidden /> AI mode
      </Button>
      <Button
        size="sm"
        variant={driveMode ? "default" : "outline"}
        aria-pressed={driveMode}
        onClick={() => onDriveMode(!driveMode)}
      >
        <Car aria-hidden /> Drive mode
      </Button>
      <span className="mx-1 h-6 w-px bg-border" aria-hidden />
      <label className="sr-only" htmlFor="editor-add-tag">
        Element to add
      </label>
      <select
        id="editor-add-tag"
        className="h-8 rounded-md border bg-background px-1 text-sm"
        value={newTag}
        onChange={(event) => setNewTag(event.target.value)}
      >
        {editorScreen.addableTags.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </select>
      <Button size="sm" variant="outline" disabled={!hasSelection} onClick={() => actions.addElement(newTag)}>
        <Plus aria-hidden /> Add element
      </Button>
      <Button size="sm" variant="outline" disabled={!hasSelection} onClick={actions.wrapInDiv}>
        <SquareDashed aria-hidden /> Wrap in div
      </Button>
      <Button size="sm" variant="outline" disabled={!hasSelection} onClick={actions.duplicate}>
        <CopyPlus aria-hidden /> Duplicate
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={!actions.moveUp}
        onClick={() => actions.moveUp?.()}
        title="Move up (Alt+↑)"
      >
        <ArrowUp aria-hidden /> Move up
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={!actions.moveDown}
        onClick={() => actions.moveDown?.()}
        title="Move down (Alt+↓)"
      >
        <ArrowDown aria-hidden /> Move down
      </Button>
      <Button size="sm" variant="outline" disabled={!hasSelection} onClick={actions.remove} title="Delete (Delete key)">
        <Trash2 aria-hidden /> Delete
      </Button>
      <form
        className="flex items-center gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          if (renameValid) actions.changeTag(renameTo);
        }}
      >
        <label className="sr-only" htmlFor="editor-new-tag">
          New tag
        </label>
        <input
          id="editor-new-tag"
          className="h-8 w-24 rounded-md border bg-background px-2 text-sm"
          placeholder="h2"
          value={renameTo}
          aria-invalid={renameTo !== "" && !renameValid}
          onChange={(event) => setRenameTo(event.target.value.trim())}
        />
        <Button size="sm" variant="outline" type="submit" disabled={!hasSelection || !renameValid}>
          <Tag aria-hidden /> Change tag
        </Button>
      </form>
    </div>
  );
}
