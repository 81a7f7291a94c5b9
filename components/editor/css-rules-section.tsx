import type { CssRuleInfo } from "@/lib/editor/frame/protocol";

import { PanelSection } from "./panel-section";

/** The stylesheet rules that match the selection, with the states and breakpoints they need. */
export function CssRulesSection({ rules }: { rules: CssRuleInfo[] }) {
  return (
    <PanelSection title="CSS rules">
      {rules.length === 0 ? (
        <p className="text-sm text-muted-foreground">No stylesheet rule matches this element.</p>
      ) : (
        <ul className="grid max-h-64 gap-2 overflow-auto" aria-label="Matching CSS rules">
          {rules.map((rule, index) => (
            <li key={`${rule.selector}-${index}`} className={rule.applied ? "" : "opacity-60"}>
              <p className="font-mono text-xs">
                {rule.selector}
                {rule.modifiers.map((modifier) => (
                  <span key={modifier} className="ml-1 rounded bg-muted px-1">
                    {modifier}
                  </span>
                ))}
                {rule.applied ? null : <span className="ml-1 text-muted-foreground">(not applied now)</span>}
              </p>
              <p className="break-all font-mono text-xs text-muted-foreground">
                {Object.entries(rule.styles)
                  .map(([property, value]) => `${property}: ${value}`)
                  .join("; ")}
              </p>
            </li>
          ))}
        </ul>
      )}
    </PanelSection>
  );
}
