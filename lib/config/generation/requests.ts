// What one request to the hook generator and the content planner produces (10 hooks, a 4-week plan).
export const planning = {
  hooksPerRequest: 10,
  hookMaxCharacters: 220,
  planWeeks: 4,
  postsPerWeek: { min: 1, max: 7, default: 3 },
} as const;
