/** Avatar sizes in pixels (spec 000 §9). */
export const AVATAR_SIZES = { mini: 70, middle: 150, big: 300 } as const;

export type AvatarSize = keyof typeof AVATAR_SIZES;
