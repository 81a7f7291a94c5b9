import type { ComponentProps } from "react";
import Markdown, { defaultUrlTransform } from "react-markdown";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";

function Anchor({ href, children, node: _node, ...props }: ComponentProps<"a"> & { node?: unknown }) {
  // A link the URL policy dropped arrives with an empty href; an <a href=""> would still reload the page.
  if (!href) return <span>{children}</span>;
  const external = href?.startsWith("http://") || href?.startsWith("https://");
  return (
    <a href={href} {...props} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

/**
 * An article's Markdown. react-markdown's default URL policy is the blog's link rule: http, https, irc, ircs,
 * mailto, xmpp or relative; anything else (javascript:, data:) is dropped.
 */
export function ArticleBody({ markdown }: { markdown: string }) {
  return (
    <div className="article-body">
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSlug]}
        urlTransform={defaultUrlTransform}
        components={{ a: Anchor }}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
