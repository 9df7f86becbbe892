export const SPRITE_FILE: string;
export function listedIcons(): string[];
export function drawSprite(ids?: string[]): Promise<string>;
