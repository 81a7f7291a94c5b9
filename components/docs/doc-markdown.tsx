import type { ComponentProps } from "react";
import Markdown, { defaultUrlTransform } from "react-markdown";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";

import { codeBlockProps } from "./code-block";

function Pre({ node: _node, ...props }: ComponentProps<"pre"> & { node?: unknown }) {
  return <pre {...props} {...codeBlockProps} />;
}

/** The document's Markdown (its description, an answer's), with the article styles; headings get ids. */
export function DocMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="article-body">
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSlug]}
        urlTransform={defaultUrlTransform}
        components={{ pre: Pre }}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
