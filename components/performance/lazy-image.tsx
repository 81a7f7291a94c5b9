"use client";

import { useEffect, useRef } from "react";
import { observeLazyImages } from "@/lib/performance/lazy-images";

/** A below-the-fold image: its source waits in data-src until it nears the viewport; width and height are required. */
export function LazyImage({ src, alt, width, height, className }: { src: string; alt: string; width: number; height: number; className?: string }) {
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => (wrapper.current ? observeLazyImages(wrapper.current) : undefined), []);
  return (
    <span ref={wrapper} className="contents">
      {/* eslint-disable-next-line @next/next/no-img-element -- the spec's data-src helper, not next/image */}
      <img data-src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} />
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element -- no-JavaScript fallback */}
        <img src={src} alt={alt} width={width} height={height} loading="lazy" className={className} />
      </noscript>
    </span>
  );
}
