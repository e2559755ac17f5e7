// The member areas in navigation order, and which held feature opens each one (the server gates the content itself;
// this decides what the page says). The centre and the store are open to every signed-in member.
import type { Feature } from './api';

export const AREAS = ['memberCentre', 'store', 'memberDownloads', 'memberAdvanced', 'memberServices', 'memberLab', 'memberTests'] as const;
export type Area = (typeof AREAS)[number];

const OPENED_BY: Readonly<Record<Area, readonly Feature[] | null>> = {
  memberCentre: null,
  store: null,
  memberDownloads: ['SKILL_PACKS', 'IN_DEPTH_CHAPTERS'],
  memberAdvanced: ['IN_DEPTH_CHAPTERS'],
  memberServices: ['MEMBER_CENTRE'],
  memberLab: ['MEMBER_CENTRE'],
  memberTests: ['MEMBER_CENTRE'],
};

export function areaOpen(area: Area, held: readonly Feature[]): boolean {
  const needs = OPENED_BY[area];
  return needs === null || needs.some((feature) => held.includes(feature));
}
