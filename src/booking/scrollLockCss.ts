/** The variable react-remove-scroll-bar (the scroll lock inside @reach/dialog) sets on the body while the dialog is open. */
export const scrollLockGapVariable = "--removed-body-scroll-bar-size";

/**
 * The booking dialog's part of the base style. Its scroll lock sets this inherited variable on the body while the
 * dialog is open, to the width of the scrollbar it hides: none on a phone. Given that value from the start, opening
 * the dialog changes nothing every element inherits, so Chrome restyles the dialog alone instead of the whole page
 *.
 */
export const scrollLockCss = `body { ${scrollLockGapVariable}: 0px; }`;
