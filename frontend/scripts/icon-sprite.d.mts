export const SPRITE_FILE: string;
export function listedIcons(): string[];
export function drawSprite(ids?: string[]): Promise<string>;
export const DRAWINGS_FILE: string;
export const INLINE_ICONS: string[];
export function drawInline(ids?: string[]): Promise<string>;
