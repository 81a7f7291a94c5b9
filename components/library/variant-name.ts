/** "Variant A", "Variant B": how the generator names the variants of an A/B test. */
export const variantName = (index: number) => `Variant ${String.fromCharCode(65 + index)}`;
