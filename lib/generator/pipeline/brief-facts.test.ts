import { describe, expect, it } from "vitest";

import { generatorInputSchema } from "../schema";
import { isDraft, isOffer, keyPointsOf, missingKeyPoints, offerOf, says, saysOffer } from "./brief-facts";

describe("whether copy says a key point", () => {
  it("matches the point's words in other forms and orders", () => {
    expect(says("Try it free for 30 days.", "30-day free trial")).toBe(true);
    expect(says("Try it today.", "30-day free trial")).toBe(false);
    expect(says("Save 20% today.", "20% off")).toBe(true);
    expect(says("Jusqu'à -20 % sur la collection d'hiver.", "-20% sur la collection")).toBe(true);
    expect(says("Every decision is made in writing now.", "decisions in writing")).toBe(true);
  });

  it("wants a point that negates said with a negation", () => {
    expect(says("Setup fees apply.", "No setup fees")).toBe(false);
    expect(says("There are no setup fees.", "No setup fees")).toBe(true);
    expect(says("Full control of your plan.", "No contract")).toBe(false);
    expect(says("It wasn't the fastest.", "not the fastest")).toBe(true);
  });

  it("compares Chinese, Japanese and Korean by pairs of characters", () => {
    expect(says("豆をスキャンするだけで、最適な挽き目に。", "豆をスキャンする")).toBe(true);
    expect(says("静かなグラインダー。", "豆をスキャンする")).toBe(false);
  });

  it("holds copy in another language than the brief to the point's figures only", () => {
    const brief = generatorInputSchema.parse({
      contentType: "ads",
      platform: "facebook",
      headline: "Brewly",
      description: "A smart grinder for home baristas.",
      usps: "Free shipping\n30-day returns",
      language: "Spanish",
    });
    const spanish =
      "Primary text: Brewly, el molinillo inteligente para baristas en casa. Envío gratis y devoluciones en 30 días.";
    expect(missingKeyPoints(brief, spanish)).toEqual([]);
    expect(missingKeyPoints(brief, spanish.replace("30", "14")).map((point) => point.text)).toEqual(["30-day returns"]);
  });
});

describe("the brief's offer", () => {
  it("is a price, a trial, a discount or a guarantee, in the languages briefs are written in", () => {
    for (const offer of [
      "$9 a month",
      "49 € par mois",
      "19€ al mes",
      "29 EUR",
      "Premier mois offert",
      "30 Tage kostenlos",
      "20% off",
      "Envío gratis",
    ])
      expect(isOffer(offer), offer).toBe(true);
  });

  it("is not a feature that happens to say free, offer or a number of weeks", () => {
    for (const text of [
      "Gluten-free recipes",
      "We offer 24/7 support",
      "See results in 2 weeks",
      "Delivery in 48 hours",
    ])
      expect(isOffer(text), text).toBe(false);
  });

  it("is found in Basic mode's description, and said when its figures are", () => {
    const brief = generatorInputSchema.parse({
      contentType: "ads",
      platform: "google",
      headline: "Brewly",
      description: "A smart grinder that weighs every dose for home baristas. $9 a month, 30-day free trial.",
    });
    expect(offerOf(brief)).toBe("$9 a month, 30-day free trial");
    expect(saysOffer("Start your 30-day free trial, then $9 a month.", "$9 a month, 30-day free trial")).toBe(true);
    expect(saysOffer("Start your free trial, then $19 a month.", "$9 a month, 30-day free trial")).toBe(false);
  });
});

describe("the brief's key points", () => {
  it("are each list field's items, one comma clause kept whole, a keyword list split on every comma", () => {
    const brief = generatorInputSchema.parse({
      contentType: "seo",
      title: "Brewly",
      description: "A grinder.",
      topic: "espresso grinder, home espresso",
      usps: "30-day free trial, then $9 a month",
    });
    expect(keyPointsOf(brief).map((point) => point.text)).toEqual([
      "espresso grinder",
      "home espresso",
      "30-day free trial, then $9 a month",
    ]);
  });

  it("leave out a pasted draft and an email body written as prose, which are not lists", () => {
    const draft = "Most home baristas waste beans. ".repeat(8);
    expect(isDraft(draft)).toBe(true);
    const post = generatorInputSchema.parse({
      contentType: "social",
      platform: "x",
      topic: "Espresso",
      content: draft,
    });
    expect(keyPointsOf(post)).toEqual([]);
    const email = generatorInputSchema.parse({
      contentType: "email",
      emailType: "welcome",
      body: "Welcome new Brewly owners, show the three-step setup and invite them to the dial-in guide.",
    });
    expect(keyPointsOf(email)).toEqual([]);
  });
});
