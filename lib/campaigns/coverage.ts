// Which of the brief's key messages the assets carry. A key message no asset carries is "not covered", so the board
// can mark it and offer to write an asset for it. An asset pointing past the brief's messages covers nothing.
import type { CampaignAsset } from "./asset";

export type KeyMessageCoverage = {
  /** Position in the brief (0 is the first). */
  index: number;
  text: string;
  /** The assets that carry it, in the order given. */
  assetIds: string[];
  covered: boolean;
};

export type Coverage = { keyMessages: KeyMessageCoverage[]; notCovered: number[]; allCovered: boolean };

export function coverage(
  keyMessages: readonly string[],
  assets: readonly Pick<CampaignAsset, "id" | "keyMessages">[],
): Coverage {
  const rows = keyMessages.map((text, index) => {
    const assetIds = assets.filter((asset) => asset.keyMessages.includes(index)).map((asset) => asset.id);
    return { index, text, assetIds, covered: assetIds.length > 0 };
  });
  const notCovered = rows.filter((row) => !row.covered).map((row) => row.index);
  return { keyMessages: rows, notCovered, allCovered: notCovered.length === 0 };
}
