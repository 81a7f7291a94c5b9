// Lazy images: below-the-fold <img data-src|data-srcset> (and the <source data-srcset> of its
// <picture>) get their real sources when they come within 50px of the viewport (threshold 0.01). Without
// IntersectionObserver the sources are set at once and the browser's native loading="lazy" takes over.
import { performance as budgets } from "../config/performance";

function promote(element: Element): void {
  const src = element.getAttribute("data-src");
  const srcset = element.getAttribute("data-srcset");
  if (srcset) element.setAttribute("srcset", srcset);
  if (src) element.setAttribute("src", src);
  element.removeAttribute("data-src");
  element.removeAttribute("data-srcset");
}

export function loadImage(image: Element): void {
  if (image.parentElement?.tagName === "PICTURE")
    image.parentElement.querySelectorAll("source[data-srcset]").forEach(promote);
  promote(image);
}

/** Watches every lazy image under `root`; returns a function that stops watching. */
export function observeLazyImages(
  root: ParentNode = document,
  Observer: typeof IntersectionObserver | undefined = globalThis.IntersectionObserver,
): () => void {
  const images = Array.from(root.querySelectorAll("img[data-src], img[data-srcset]"));
  if (!Observer) {
    images.forEach(loadImage);
    return () => {};
  }
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        loadImage(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: budgets.lazyImages.rootMargin, threshold: budgets.lazyImages.threshold },
  );
  images.forEach((image) => observer.observe(image));
  return () => observer.disconnect();
}
