export const benefits = ["Brand voice presets", "Cancel whenever you like"] as const;
