/** The charts' drawing box: a fixed width (the SVG scales) and the padding around the plot. */
export const WIDTH = 600;
export const PAD = { top: 16, right: 16, bottom: 36, left: 48 };
