// The editor writes CSS custom properties into style props (style={{ "--brand": "#4597F7" }}); React renders
// them, and this lets TypeScript accept them too.
import "react";

declare module "react" {
  interface CSSProperties {
    [property: `--${string}`]: string | number | undefined;
  }
}
