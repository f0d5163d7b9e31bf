/**
 * The open profile modal's stylesheet, loaded with the modal (profile-modal.tsx) rather than
 * with the profile: the flow's loading placeholders, the flow's failure above it, and the
 * hosted flow, which drops its card (the modal is the card) and whose screen titles are only
 * for assistive technology: the modal's title names the step already, and its subtitles say
 * the rest.
 */
export const PROFILE_MODAL_CSS = `
.gh-w-pwait{display:flex;flex-direction:column;gap:var(--gh-space-3);margin:var(--gh-space-4) 0 0}
.gh-w-pwait>.gh-w-skeleton{height:36px;border-radius:var(--gh-radius-md)}
.gh-w-profile .gh-w-modal>.gh-w-failed{margin-block:var(--gh-space-3)}
.gh-w-profile .gh-flow.gh-w-hosted{max-width:none;margin:0;padding:0;border:0;border-radius:0;box-shadow:none;background:none}
.gh-w-profile .gh-w-hosted .gh-title{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
