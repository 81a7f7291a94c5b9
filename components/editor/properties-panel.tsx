"use client";

import type { CssRuleInfo, NavTreeNode } from "@/lib/editor/frame/protocol";
import type { IndexEntry } from "@/lib/editor/source/elements";
import type { StyleModifier } from "@/lib/editor/style-modifiers";
import { isComponentTag } from "@/lib/editor/tag-kind";

import { ClassesSection } from "./classes-section";
import { CssRulesSection } from "./css-rules-section";
import { PropsSection } from "./props-section";
import { StylesSection, type StylingFramework } from "./styles-section";
import { TextSection } from "./text-section";

export type PanelActions = {
  saveText: (newText: string, oldText: string) => void;
  editTextInPage: () => void;
  addClass: (className: string, modifiers: StyleModifier[]) => void;
  removeClass: (className: string) => void;
  changeProp: (name: string, value: string, oldValue?: string) => void;
  changeStyle: (property: string, value: string, framework: StylingFramework) => void;
};

type Props = {
  canvasId: string;
  node: NavTreeNode | null;
  source: IndexEntry | null;
  classList: string[] | null;
  rules: CssRuleInfo[];
  computed: { styles: Record<string, string>; parent: { display: string; flexDirection: string } | null } | null;
  modifier: StyleModifier | "";
  onModifier: (modifier: StyleModifier | "") => void;
  forceState: boolean;
  onForceState: (on: boolean) => void;
  actions: PanelActions;
};

/** Everything about the selected element that the owner can read or change. */
export function PropertiesPanel({
  canvasId,
  node,
  source,
  classList,
  rules,
  computed,
  modifier,
  onModifier,
  forceState,
  onForceState,
  actions,
}: Props) {
  const text = node?.literalChildren.join(" ") ?? "";
  return (
    <div className="min-h-0 overflow-auto">
      <header className="border-b p-3">
        <h2 className="font-mono text-sm font-semibold">{source?.tagName ?? node?.name ?? "Element"}</h2>
        {source ? (
          <p className="truncate text-xs text-muted-foreground" title={`${source.file}:${source.line}`}>
            {source.file}:{source.line}
            {source.componentName ? ` · in ${source.componentName}` : ""}
          </p>
        ) : null}
      </header>
      <TextSection
        key={`text-${node?.tempoElement.uniquePath}-${text}`}
        canvasId={canvasId}
        codebaseId={source?.codebaseId ?? null}
        text={text}
        staticText={source?.staticText ?? false}
        onSave={actions.saveText}
        onEditInPage={actions.editTextInPage}
      />
      <ClassesSection
        classList={classList ?? node?.classList ?? null}
        componentClasses={source && isComponentTag(source.tagName) ? (source.classes ?? null) : null}
        onAdd={actions.addClass}
        onRemove={actions.removeClass}
      />
      <PropsSection
        key={`props-${node?.tempoElement.uniquePath}`}
        canvasId={canvasId}
        codebaseId={source?.codebaseId ?? null}
        props={node?.props ?? {}}
        onChange={actions.changeProp}
      />
      <CssRulesSection rules={rules} />
      <StylesSection
        key={`styles-${node?.tempoElement.uniquePath}`}
        computed={computed}
        modifier={modifier}
        onModifier={onModifier}
        forceState={forceState}
        onForceState={onForceState}
        onChange={actions.changeStyle}
      />
    </div>
  );
}
