export const benefits = ["Brand voice presets", "Cancel any time"] as const;
