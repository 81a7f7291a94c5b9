import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

import { DELETE as deleteCopy, GET as getCopy, PATCH as patchCopy } from "@/app/api/copies/[id]/route";
import { GET as exportCsv } from "@/app/api/copies/export/route";
import { GET as listCopies, POST as saveCopy } from "@/app/api/copies/route";
import { getDb } from "@/lib/db";
import { exportColumns } from "@/lib/library/export";

import { signedInUser } from "../support/auth-requests";
import { parseCsv } from "../support/csv";
import { apiRequest, routeContext } from "../support/route-requests";
import { trialSubscriber } from "../support/subscribers";

describe("the library API", () => {
  it("saves, filters, favourites, exports and deletes a user's own copies", async () => {
    const user = await trialSubscriber("library");
    const saved = await saveCopy(
      apiRequest("/api/copies", user.bearer, {
        method: "POST",
        body: {
          content: "Launch post, with a comma",
          contentType: "social",
          parameters: { platform: "linkedin", topic: '=HYPERLINK("x")', toneStyle: "Bold" },
        },
      }),
      undefined,
    );
    expect(saved.status).toBe(201);
    const { copy } = (await saved.json()) as { copy: { id: string } };
    await saveCopy(
      apiRequest("/api/copies", user.bearer, {
        method: "POST",
        body: { content: "Headline 1: Brew better", contentType: "ads" },
      }),
      undefined,
    );

    const ads = (await (await listCopies(apiRequest("/api/copies?type=ads", user.bearer), undefined)).json()) as {
      copies: { content: string }[];
    };
    expect(ads.copies.map((row) => row.content)).toEqual(["Headline 1: Brew better"]);
    const search = (await (await listCopies(apiRequest("/api/copies?q=LAUNCH", user.bearer), undefined)).json()) as {
      copies: unknown[];
    };
    expect(search.copies).toHaveLength(1);

    expect(
      (
        await patchCopy(
          apiRequest(`/api/copies/${copy.id}`, user.bearer, { method: "PATCH", body: { favourite: true } }),
          routeContext(copy.id),
        )
      ).status,
    ).toBe(200);
    const favourites = (await (
      await listCopies(apiRequest("/api/copies?favourites=1", user.bearer), undefined)
    ).json()) as { copies: { id: string }[] };
    expect(favourites.copies.map((row) => row.id)).toEqual([copy.id]);

    const csv = await (await exportCsv(apiRequest("/api/copies/export?type=social", user.bearer), undefined)).text();
    const [header, row, ...rest] = parseCsv(csv.replace(/^\uFEFF/, ""));
    expect(header).toEqual([...exportColumns]);
    expect(rest).toEqual([]);
    // Readable columns, and a title that starts like a formula is kept from running as one.
    expect(row).toEqual([
      `'=HYPERLINK("x")`,
      "Launch post, with a comma",
      "Social post",
      "LinkedIn",
      'Topic: =HYPERLINK("x")\nTone: Bold\nLanguage: English',
      "",
      "Yes",
      "No",
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      copy.id,
    ]);

    // A title of its own, and back to the one named from the brief when it is cleared.
    const renamed = await patchCopy(
      apiRequest(`/api/copies/${copy.id}`, user.bearer, { method: "PATCH", body: { title: "  Spring launch  " } }),
      routeContext(copy.id),
    );
    expect(((await renamed.json()) as { copy: { title: string | null } }).copy.title).toBe("Spring launch");
    const cleared = await patchCopy(
      apiRequest(`/api/copies/${copy.id}`, user.bearer, { method: "PATCH", body: { title: "" } }),
      routeContext(copy.id),
    );
    expect(((await cleared.json()) as { copy: { title: string | null } }).copy.title).toBeNull();

    expect(
      (await deleteCopy(apiRequest(`/api/copies/${copy.id}`, user.bearer, { method: "DELETE" }), routeContext(copy.id)))
        .status,
    ).toBe(204);
    expect((await getCopy(apiRequest(`/api/copies/${copy.id}`, user.bearer), routeContext(copy.id))).status).toBe(404);
  });

  it("answers 404 for another user's copy, whatever the method, and leaves it alone", async () => {
    const owner = await trialSubscriber("owner");
    const stranger = await trialSubscriber("stranger");
    const { copy } = (await (
      await saveCopy(
        apiRequest("/api/copies", owner.bearer, { method: "POST", body: { content: "Mine", contentType: "email" } }),
        undefined,
      )
    ).json()) as { copy: { id: string } };
    expect((await getCopy(apiRequest(`/api/copies/${copy.id}`, stranger.bearer), routeContext(copy.id))).status).toBe(
      404,
    );
    expect(
      (
        await patchCopy(
          apiRequest(`/api/copies/${copy.id}`, stranger.bearer, { method: "PATCH", body: { favourite: true } }),
          routeContext(copy.id),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await deleteCopy(
          apiRequest(`/api/copies/${copy.id}`, stranger.bearer, { method: "DELETE" }),
          routeContext(copy.id),
        )
      ).status,
    ).toBe(404);
    expect(
      (await getCopy(apiRequest("/api/copies/not-a-uuid", stranger.bearer), routeContext("not-a-uuid"))).status,
    ).toBe(404);
    const list = (await (await listCopies(apiRequest("/api/copies", stranger.bearer), undefined)).json()) as {
      copies: unknown[];
    };
    expect(list.copies).toHaveLength(0);
    expect(await getDb().savedCopy.findUnique({ where: { id: copy.id } })).toMatchObject({ favourite: false });
  });

  it("saves once per idempotency key: the same key again answers the same copy, a new key saves a new one", async () => {
    const user = await trialSubscriber("library-once");
    const save = (idempotencyKey: string) =>
      saveCopy(
        apiRequest("/api/copies", user.bearer, {
          method: "POST",
          body: { content: "Saved once", contentType: "social", idempotencyKey },
        }),
        undefined,
      );
    const key = randomUUID();

    const first = await save(key);
    expect(first.status).toBe(201);
    const retried = await save(key);
    expect(retried.status).toBe(200);
    const { copy: original } = (await first.json()) as { copy: { id: string } };
    const { copy: again } = (await retried.json()) as { copy: { id: string } };
    expect(again.id).toBe(original.id);

    const [raceA, raceB] = await Promise.all([save(key), save(key)]);
    expect([raceA.status, raceB.status]).toEqual([200, 200]);

    const listed = async () =>
      (
        (await (await listCopies(apiRequest("/api/copies", user.bearer), undefined)).json()) as {
          copies: { id: string }[];
        }
      ).copies.map((row) => row.id);
    expect(await listed()).toEqual([original.id]);

    const other = await save(randomUUID());
    expect(other.status).toBe(201);
    const { copy: second } = (await other.json()) as { copy: { id: string } };
    expect(second.id).not.toBe(original.id);
    expect(await listed()).toHaveLength(2);

    // Keys belong to their user: another user's save with the same key is that user's own new copy.
    const stranger = await trialSubscriber("library-once-stranger");
    const theirs = await saveCopy(
      apiRequest("/api/copies", stranger.bearer, {
        method: "POST",
        body: { content: "Theirs", contentType: "email", idempotencyKey: key },
      }),
      undefined,
    );
    expect(theirs.status).toBe(201);
    expect(((await theirs.json()) as { copy: { id: string } }).copy.id).not.toBe(original.id);
  });

  it("saves two racing requests with one new key as one copy", async () => {
    const user = await trialSubscriber("library-race");
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        saveCopy(
          apiRequest("/api/copies", user.bearer, {
            method: "POST",
            body: { content: "Double click", contentType: "ads", idempotencyKey: key },
          }),
          undefined,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { copy: { id: string } }).copy.id),
    );
    expect(new Set(ids).size).toBe(1);
    const list = (await (await listCopies(apiRequest("/api/copies", user.bearer), undefined)).json()) as {
      copies: unknown[];
    };
    expect(list.copies).toHaveLength(1);
  });

  it("edits a copy's text by the same length rules it was saved with, for its owner only", async () => {
    const owner = await trialSubscriber("library-edit");
    const stranger = await trialSubscriber("library-edit-stranger");
    const { copy } = (await (
      await saveCopy(
        apiRequest("/api/copies", owner.bearer, {
          method: "POST",
          body: { content: "First draft", contentType: "social" },
        }),
        undefined,
      )
    ).json()) as { copy: { id: string } };

    const edited = await patchCopy(
      apiRequest(`/api/copies/${copy.id}`, owner.bearer, { method: "PATCH", body: { content: "  Second draft  " } }),
      routeContext(copy.id),
    );
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { copy: { content: string } }).copy.content).toBe("Second draft");

    const tooLong = await patchCopy(
      apiRequest(`/api/copies/${copy.id}`, owner.bearer, { method: "PATCH", body: { content: "x".repeat(20_001) } }),
      routeContext(copy.id),
    );
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      error: { code: "invalid_input", message: "content: This copy is too long to save (20,000 characters at most)." },
    });

    expect(
      (
        await patchCopy(
          apiRequest(`/api/copies/${copy.id}`, stranger.bearer, { method: "PATCH", body: { content: "Not yours" } }),
          routeContext(copy.id),
        )
      ).status,
    ).toBe(404);
    const kept = (await (
      await getCopy(apiRequest(`/api/copies/${copy.id}`, owner.bearer), routeContext(copy.id))
    ).json()) as { copy: { content: string } };
    expect(kept.copy.content).toBe("Second draft");
  });

  it("saves only for subscribers and refuses bad input with 400", async () => {
    const planless = await signedInUser("library-planless");
    expect(
      (
        await saveCopy(
          apiRequest("/api/copies", planless.bearer, { method: "POST", body: { content: "x", contentType: "ads" } }),
          undefined,
        )
      ).status,
    ).toBe(403);
    const user = await trialSubscriber("library-bad");
    const bad = await saveCopy(
      apiRequest("/api/copies", user.bearer, { method: "POST", body: { content: "", contentType: "ads" } }),
      undefined,
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: "invalid_input", message: "content: There is nothing to save yet." },
    });
    const badKey = await saveCopy(
      apiRequest("/api/copies", user.bearer, {
        method: "POST",
        body: { content: "x", contentType: "ads", idempotencyKey: "twice" },
      }),
      undefined,
    );
    expect(badKey.status).toBe(400);
  });
});
