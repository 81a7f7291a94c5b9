// What Watch Demo on /use-cases plays: the product tour recorded by scripts/record-tutorial.ts, shipped under public/.
export const demoVideo = {
  title: "A short tour of Hookline",
  description:
    "A silent, 18-second screen recording: a LinkedIn post written from a one-line topic and saved, then a Google ad whose headlines are counted against the 30-character limit, then the library on the dashboard.",
  src: "/tutorial/hookline-tour.webm",
  poster: "/tutorial/hookline-tour-poster.png",
  width: 1280,
  height: 720,
} as const;
