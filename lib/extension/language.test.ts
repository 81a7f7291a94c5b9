import { describe, expect, it } from "vitest";

import { detectLanguage, postLanguage } from "./language";

describe("the post's language", () => {
  it.each([
    [
      "English",
      "Just shipped our new onboarding flow. Took three weeks longer than planned, but the activation rate is already up 12%.",
    ],
    ["German", "Wer ist noch genervt von Apps, die in der ersten Sekunde nach Benachrichtigungen fragen?"],
    [
      "Spanish",
      "Hoy aprendí que un buen proceso de incorporación vale más que cualquier herramienta nueva. ¿Cuáles son sus experiencias?",
    ],
    [
      "Japanese",
      "今日は、良いオンボーディングはどんな新しいツールよりも価値があると学びました。皆さんの経験はどうですか？",
    ],
    ["Portuguese", "Quem mais está cansado de apps que pedem notificação no primeiro segundo?"],
    ["French", "Qui d’autre en a marre des applis qui demandent les notifications dès la première seconde ?"],
    ["Korean", "매주 금요일에 배포합니다. 그 이유는 이렇습니다."],
    ["Chinese (Simplified)", "我们每周五发布新版本，这就是原因，大家怎么看？"],
  ])("reads %s", (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it("leaves out links, handles, hashtags and emoji, which say nothing about the language", () => {
    expect(
      detectLanguage("@maria_dev #buildinpublic https://example.com/a/very/long/path/that/looks/english 🚀🚀 Danke!"),
    ).toBeNull();
    expect(
      detectLanguage(
        "@maria_dev Wer ist noch genervt von Apps, die sofort fragen? https://example.com/read-more #ux 🚀",
      ),
    ).toBe("German");
  });

  it("is undetermined for a text too short to tell, one too close to call, or a language the app does not offer", () => {
    for (const text of ["Great post!", "So true 🙌", "いいね！", "Genau so!"])
      expect(detectLanguage(text), text).toBeNull();
    // Spanish and Portuguese score too close here: a guess could answer a Brazilian post in Spanish.
    expect(detectLanguage("Publicamos todas as sextas-feiras. Veja por que funciona para nós.")).toBeNull();
    expect(detectLanguage("Мы выпускаем обновления каждую пятницу, и вот почему это работает.")).toBeNull(); // Russian
    expect(detectLanguage("我們每週五發布新版本，這就是原因，大家怎麼看？")).toBeNull(); // traditional Chinese
    expect(detectLanguage("東京都知事選挙結果発表、投票率過去最高")).toBeNull(); // Japanese in kanji alone
  });

  it("reads a short post together with what it quotes and the thread above it", () => {
    const thread = ["Wir liefern jeden Freitag aus, und das hält das ganze Team ehrlich."];
    expect(postLanguage({ postText: "Genau so!", thread, quotedText: undefined })).toBe("German");
    expect(
      postLanguage({
        postText: "Genau so!",
        thread: [],
        quotedText: "Wer ist noch genervt von Apps, die in der ersten Sekunde nach Benachrichtigungen fragen?",
      }),
    ).toBe("German");
    expect(postLanguage({ postText: "Genau so!", thread: [], quotedText: undefined })).toBeNull();
    // A post long enough to tell goes by itself, whatever the thread is written in.
    expect(
      postLanguage({
        postText: "Who else is tired of apps asking for notifications in the first second?",
        thread,
        quotedText: undefined,
      }),
    ).toBe("English");
  });
});
