// The messages between the editor and the helper inside its preview frame.
// Every message is checked with these schemas on arrival, and is accepted only from the other side's window and
// origin; nothing is ever posted to "*".
import { z } from "zod";

import { codebaseIdError, idPattern, storyboardIdError } from "../ids.ts";
import { propTypes } from "../source/props.ts";

export const elementKeySchema = z.object({
  codebaseId: z.string().regex(idPattern, codebaseIdError),
  storyboardId: z.string().regex(idPattern, storyboardIdError),
  uniquePath: z.string().regex(/^\d+(?:-\d+)*$/, "A unique path is numbers joined by -."),
});
export type FrameElementKey = z.infer<typeof elementKeySchema>;

export { propTypes };

/** A node of the navigator tree. */
export type NavTreeNode = {
  name: string;
  tempoElement: FrameElementKey;
  children: NavTreeNode[];
  classList: string[];
  directlySetClassList: string[];
  props: Record<string, { value: string; type: (typeof propTypes)[number] }>;
  literalChildren: string[];
  pageBoundingBox: { pageX: number; pageY: number; width: number; height: number };
  isComponent: boolean;
  scope: string | null;
  level: number;
};

export const navTreeNodeSchema: z.ZodType<NavTreeNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    tempoElement: elementKeySchema,
    children: z.array(navTreeNodeSchema),
    classList: z.array(z.string()),
    directlySetClassList: z.array(z.string()),
    props: z.record(z.string(), z.object({ value: z.string(), type: z.enum(propTypes) })),
    literalChildren: z.array(z.string()),
    pageBoundingBox: z.object({ pageX: z.number(), pageY: z.number(), width: z.number(), height: z.number() }),
    isComponent: z.boolean(),
    scope: z.string().nullable(),
    level: z.int().min(0),
  }),
);

/** A stylesheet rule that matches the selected element, with its styles and modifiers. */
export const cssRuleSchema = z.object({
  selector: z.string(),
  styles: z.record(z.string(), z.string()),
  applied: z.boolean(),
  removable: z.boolean(),
  allowChanges: z.boolean(),
  inherited: z.boolean(),
  modifiers: z.array(z.string()),
  cssText: z.string(),
  codebaseId: z.string().nullable(),
});
export type CssRuleInfo = z.infer<typeof cssRuleSchema>;

export const hydrationStatuses = ["other_error", "error", "no_error"] as const;
export type HydrationStatus = (typeof hydrationStatuses)[number];

/** The helper's errors shown to the owner. */
export const helperErrors = [
  "No component name",
  "Could not find element",
  "Could not find component",
  "No component found",
] as const;

const key = elementKeySchema.nullable();

const pointer = z.object({
  clientX: z.number(),
  clientY: z.number(),
  shiftKey: z.boolean(),
  metaKey: z.boolean(),
  ctrlKey: z.boolean(),
  altKey: z.boolean(),
});

/** Frame -> editor. */
export const frameMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("hoveredKey"), key }),
  z.object({ type: z.literal("selectedKey"), key }),
  z.object({ type: z.literal("multiSelectedKeys"), keys: z.array(elementKeySchema).max(500) }),
  z.object({ type: z.literal("navTree"), tree: navTreeNodeSchema.nullable() }),
  z.object({ type: z.literal("processedCssRules"), key: elementKeySchema, rules: z.array(cssRuleSchema) }),
  z.object({
    type: z.literal("cssEvals"),
    key: elementKeySchema,
    styles: z.record(z.string(), z.string()),
    parent: z.object({ display: z.string(), flexDirection: z.string() }).nullable(),
  }),
  z.object({ type: z.literal("classList"), key: elementKeySchema, classList: z.array(z.string()) }),
  z.object({
    type: z.literal("keyEvent"),
    key: z.string().max(40),
    code: z.string().max(40),
    shiftKey: z.boolean(),
    metaKey: z.boolean(),
    ctrlKey: z.boolean(),
    altKey: z.boolean(),
  }),
  z.object({ type: z.literal("mouseEvent"), event: z.enum(["click", "dblclick", "contextmenu"]), pointer }),
  z.object({ type: z.literal("dragStart"), key: elementKeySchema }),
  z.object({
    type: z.literal("dragEnd"),
    key: elementKeySchema,
    target: elementKeySchema.nullable(),
    before: elementKeySchema.nullable(),
    after: elementKeySchema.nullable(),
  }),
  z.object({ type: z.literal("dragCancel") }),
  z.object({ type: z.literal("latestHref"), href: z.string().max(4000) }),
  z.object({ type: z.literal("hydrationErrorStatus"), status: z.enum(hydrationStatuses) }),
  z.object({ type: z.literal("startEditingText"), key: elementKeySchema, originalText: z.string().max(20_000) }),
  z.object({
    type: z.literal("editedText"),
    key: elementKeySchema,
    newText: z.string().max(20_000),
    oldText: z.string().max(20_000),
  }),
  z.object({
    type: z.literal("instantUpdateDone"),
    changeId: z.uuid(),
    successful: z.boolean(),
    /** New classes that changed nothing on screen, and the element's classes they lose to (none found: empty). */
    noEffect: z
      .object({ added: z.array(z.string().max(200)).min(1).max(100), winners: z.array(z.string().max(200)).max(100) })
      .optional(),
  }),
  /** Text that is not editable here: why, and where it is written (when the server could say). */
  z.object({ type: z.literal("editDynamicText"), key: elementKeySchema, message: z.string().max(2000).optional() }),
  z.object({ type: z.literal("helperError"), message: z.enum(helperErrors) }),
]);
export type FrameMessage = z.infer<typeof frameMessageSchema>;

/** Editor -> frame. */
export const editorMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("setHoveredKey"), key }),
  z.object({ type: z.literal("setSelectedKey"), key }),
  z.object({ type: z.literal("setMultiSelectedKeys"), keys: z.array(elementKeySchema).max(500) }),
  z.object({
    type: z.literal("setModes"),
    aiMode: z.boolean(),
    driveMode: z.boolean(),
    zoom: z.number().min(0.1).max(4),
  }),
  z.object({
    type: z.literal("forceStates"),
    key: elementKeySchema.nullable(),
    modifiers: z.array(z.string().max(20)).max(6),
  }),
  z.object({ type: z.literal("startEditingText"), key: elementKeySchema }),
  z.object({
    type: z.literal("instantUpdate"),
    changeId: z.uuid(),
    kind: z.enum(["styling", "classes", "text", "remove"]),
    codebaseId: z.string().regex(idPattern, codebaseIdError),
    styles: z.record(z.string(), z.string()).optional(),
    classes: z.string().max(5000).optional(),
    text: z.string().max(20_000).optional(),
    oldText: z.string().max(20_000).optional(),
  }),
  z.object({ type: z.literal("undoInstantUpdate"), changeId: z.uuid() }),
  z.object({ type: z.literal("refresh") }),
]);
export type EditorMessage = z.infer<typeof editorMessageSchema>;

/** Tags every message so the two sides ignore the page's own postMessage traffic. */
export const channel = "hookline-editor";

export type Envelope<M> = { channel: typeof channel; message: M };

/**
 * Reads a message event: null unless it comes from the expected window at the expected origin, carries the
 * channel tag and passes the schema.
 */
export function readMessage<M>(
  event: { data: unknown; origin: string; source: unknown },
  from: { origin: string; source: unknown },
  schema: z.ZodType<M>,
): M | null {
  if (event.origin !== from.origin || event.source !== from.source) return null;
  const data: unknown = event.data;
  if (typeof data !== "object" || data === null || (data as { channel?: unknown }).channel !== channel) return null;
  const parsed = schema.safeParse((data as { message?: unknown }).message);
  return parsed.success ? parsed.data : null;
}

/** Posts to the other side at its exact origin. */
export type MessageTarget = { postMessage(message: unknown, targetOrigin: string): void };

export function postMessageTo<M>(target: MessageTarget, origin: string, message: M): void {
  if (!origin || origin === "*") throw new Error("the editor posts only to an exact origin");
  const envelope: Envelope<M> = { channel, message };
  target.postMessage(envelope, origin);
}
