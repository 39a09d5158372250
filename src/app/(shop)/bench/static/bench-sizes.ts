/** The body sizes (kB of text) of npm run bench's baseline pages: the build prerenders one page per size. */
export const BENCH_SIZES_KB = [0, 8, 16, 24, 32, 48, 64, 96, 128] as const
