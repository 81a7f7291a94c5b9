import type { Page } from "@playwright/test";

/** The smallest tap target WCAG 2.5.8 (Target Size, Minimum) allows, in CSS pixels. */
export const minimumTarget = 24;

/**
 * Every visible link and button on the page smaller than the minimum in width or height, as "name (W×H)". Links
 * inside running text (a sentence with other words around the link) are exempt in WCAG, and left out here.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const blocks = "p, li, td, dd, dt, figcaption, label, blockquote, h1, h2, h3, h4, h5, h6";
    const inRunningText = (element: Element) => {
      if (element.tagName !== "A") return false;
      const block = element.parentElement?.closest(blocks);
      const own = element.textContent?.trim() ?? "";
      const around = block?.textContent?.replace(own, "").trim() ?? "";
      return around.length > 0 && getComputedStyle(element).display === "inline";
    };
    const controls = document.querySelectorAll(
      "a[href], button, [role=button], [role=link], [role=tab], [role=checkbox], [role=switch], summary, select",
    );
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden") continue;
      // Visually hidden until focused (the skip link): not a target until it shows.
      if (box.width <= 1 && box.height <= 1) continue;
      if (control.closest("[aria-hidden=true], [inert]")) continue;
      if (inRunningText(control)) continue;
      if (box.width >= minimum && box.height >= minimum) continue;
      const name = control.getAttribute("aria-label") ?? control.textContent?.trim() ?? control.tagName;
      small.push(`${name.slice(0, 40)} (${Math.round(box.width)}×${Math.round(box.height)})`);
    }
    return small;
  }, minimumTarget);
}
