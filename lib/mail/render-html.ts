// Renders an email template (plain JSX: host elements and function components without hooks) to static HTML.
// react-dom/server is not available in the React Server layer where route handlers run, and email markup
// needs nothing more than this.
import { Fragment, isValidElement, type ReactNode } from "react";

const voidTags = new Set(["br", "hr", "img", "meta", "link", "input"]);
const attributeNames: Record<string, string> = { className: "class", htmlFor: "for", charSet: "charset" };

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function styleText(style: Record<string, string | number>): string {
  return Object.entries(style)
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(";");
}

function attributes(props: Record<string, unknown>): string {
  let out = "";
  for (const [key, value] of Object.entries(props)) {
    if (key === "children" || key === "key" || value === false || value === null || value === undefined) continue;
    if (typeof value === "function") throw new Error(`render-html: event handler ${key} has no place in an email`);
    const name = attributeNames[key] ?? key;
    const text =
      key === "style" && typeof value === "object"
        ? styleText(value as Record<string, string | number>)
        : String(value);
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(text)}"`;
  }
  return out;
}

export function renderHtml(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number" || typeof node === "bigint") return escapeHtml(String(node));
  if (Array.isArray(node)) return node.map(renderHtml).join("");
  if (!isValidElement(node)) throw new Error("render-html: unsupported node");
  const props = node.props as Record<string, unknown> & { children?: ReactNode };
  if (node.type === Fragment) return renderHtml(props.children);
  if (typeof node.type === "function") return renderHtml((node.type as (p: unknown) => ReactNode)(props));
  if (typeof node.type !== "string") throw new Error("render-html: unsupported element type");
  const tag = node.type;
  if (voidTags.has(tag)) return `<${tag}${attributes(props)}>`;
  return `<${tag}${attributes(props)}>${renderHtml(props.children)}</${tag}>`;
}

export function renderDocument(node: ReactNode): string {
  return `<!DOCTYPE html>${renderHtml(node)}`;
}
