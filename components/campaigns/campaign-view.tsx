"use client";

import { useState } from "react";

import type { CampaignAnswer } from "@/lib/campaigns/answer";

import { CampaignBoard } from "./board";
import { HouseEditor } from "./house-editor";

/** The campaign as it stands: its message house to edit and accept, then the board as it is written. */
export function CampaignView({ initial }: { initial: CampaignAnswer }) {
  const [campaign, setCampaign] = useState(initial);
  if (campaign.status === "draft" || campaign.status === "house_ready")
    return <HouseEditor key={campaign.id} campaign={campaign} onChange={setCampaign} />;
  return <CampaignBoard campaign={campaign} onChange={setCampaign} />;
}
