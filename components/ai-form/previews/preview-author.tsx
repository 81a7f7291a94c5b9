"use client";

import { createContext, useContext, type ReactNode } from "react";

const ProfileName = createContext("");

/** The signed-in user's profile name, for previews of copy without a brand voice (the generator screen sets it). */
export function PreviewAuthorProvider({ profileName, children }: { profileName: string; children: ReactNode }) {
  return <ProfileName value={profileName}>{children}</ProfileName>;
}

export function useProfileName(): string {
  return useContext(ProfileName);
}
