/** The attribute a <TrackEvent> declares its event in (read by page-events.ts). */
export const TRACK_ATTRIBUTE = 'data-track'
