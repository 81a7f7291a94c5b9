// Built-in demo output (a missing, unreadable or empty demo file falls back to it). Written for the same briefs as
// the files in public/demo, so the demo reads the same either way. One per demo category: demo.ts looks them up by
// category, so a missing one does not compile.
export const builtInSamples = {
  advertisement: [
    "Primary text: Café espresso at home, without the guesswork. Brewly weighs every dose and sets the grind for your beans.",
    "Headline: Your grinder, finally dialled in",
    "Description: Quiet burrs. Exact doses.",
  ].join("\n\n"),
  social: [
    "We built six prototypes of our first grinder.",
    "The one that sold best wasn't the fastest. It was the quietest.",
    'Nobody told us in a survey. They told us in returns: "too loud at 6 a.m."',
    "What we changed:\n→ We read every return note before every survey.\n→ We test at the hour people actually use the product.\n→ We ship the boring fix first.",
    "What's a lesson your customers taught you by leaving?",
  ].join("\n\n"),
  email: [
    "Subject: Your first better cup starts here",
    "Preview: Three steps, five minutes, one very good espresso.",
    "Hi there,\n\nWelcome to Brewly. Your grinder is ready when you are:\n\n1. Pour in your beans and pick them in the app.\n2. Set your dose: 18 g is a great start.\n3. Grind, brew and taste. Brewly adjusts from there.\n\nWant the full walkthrough? Our dial-in guide takes you from first shot to favourite shot.\n\n[Open the dial-in guide]\n\nHappy brewing,\nThe Brewly team",
  ].join("\n\n"),
  script: [
    "Title: Dial in espresso in 5 shots (2-minute video)",
    '[0:00–0:10] HOOK\nOn screen: a sour, gushing shot next to a slow, syrupy one.\nVoice: "Same beans. Same machine. One change made this difference."',
    '[0:10–0:30] THE PROBLEM\nVoice: "Most home espresso tastes wrong because the grind is a guess. Today we stop guessing: five shots, one variable at a time."',
    '[0:30–1:10] THE METHOD\nVoice: "Shot one: 18 grams in, 36 out, time it. Under 25 seconds? Grind finer. Over 32? Coarser. Shots two to four: move one step each time and taste. Sour means finer, bitter means coarser."\nOn screen: scale, timer and grind setting for each shot.',
    '[1:10–1:40] THE PROOF\nVoice: "Shot five: 29 seconds, sweet, thick crema. Write the setting down; that\'s your recipe for this bag."',
    '[1:40–2:00] CALL TO ACTION\nVoice: "Grab the free dial-in card below and tell me in the comments how many shots it took you."',
  ].join("\n\n"),
  blog: [
    "How to choose a coffee grinder for espresso",
    "1. Why the grinder matters more than the machine\n   - Espresso needs fine, even grounds; a blade grinder can't make them",
    "2. Burr types: flat or conical\n   - What each does to taste, noise and cleaning",
    "3. Stepped or stepless adjustment\n   - Why tiny steps matter for dialling in",
    "4. Dosing: by time or by weight\n   - How weighing every dose keeps shots consistent",
    "5. Budget tiers and what you get at each\n6. Our picks and how we tested them\n7. Conclusion: the one question to ask before you buy",
  ].join("\n\n"),
  other: [
    "☕ Latte Art Challenge, week 12!",
    "This week's pattern: the tulip. Three stacked pours, one steady hand.",
    "How to join:\n1. Pour your tulip any day before Sunday.\n2. Post a photo in #latte-art with your milk and beans.\n3. React with ☕ to your three favourites.",
    "The winner picks next week's pattern. Beginners welcome: wobbly tulips get the loudest cheers.",
  ].join("\n\n"),
};
