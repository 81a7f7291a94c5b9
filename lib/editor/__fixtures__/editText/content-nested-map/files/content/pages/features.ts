import type { Feature } from "./types";

export const features: Feature[] = [
  { id: "ads", title: 'Ads that convert', details: ["Facebook and Google ads.", "Three variants each."] },
  { id: "posts", title: 'Social posts', details: ["For every network.", 'With hashtags you\'d pick.'] },
];
