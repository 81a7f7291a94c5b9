"use client";

import { useEffect, useRef } from "react";

import { observeLazyImages } from "@/lib/performance/lazy-images";

/**
 * An <img> must have a src: until the real one (in data-src) is due, an empty SVG of the image's own size stands in.
 * It costs no request, and its aspect ratio is the image's, so an `h-auto` image keeps its height when the source swaps.
 */
export function lazyImagePlaceholder(width: number, height: number): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`)}`;
}

/** A below-the-fold image: its source waits in data-src until it nears the viewport; width and height are required. */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}) {
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => (wrapper.current ? observeLazyImages(wrapper.current) : undefined), []);
  return (
    <span ref={wrapper} className="contents">
      {/* eslint-disable-next-line @next/next/no-img-element -- the data-src lazy-loading helper, not next/image */}
      <img
        src={lazyImagePlaceholder(width, height)}
        data-src={src}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={className}
      />
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element -- no-JavaScript fallback */}
        <img src={src} alt={alt} width={width} height={height} loading="lazy" className={className} />
      </noscript>
    </span>
  );
}
