/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The five counters of the message centre (constants.json messageKinds).
 */
export interface MessageCounts {
  workflow: number;
  inhand: number;
  notice: number;
  alarm: number;
  flow_back: number;
}
