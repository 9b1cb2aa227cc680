/**
 * Path types: a unit moving along connected path hexes pays `mpPerHex` whatever the other terrain.
 * Road ½ MP (Paratrooper 10.6); railroad and track 1 MP (10.7); trail is an Atoll default for foot units only.
 */
import type { PathType } from './schema';

const ALL_CLASSES = ['foot', 'wheeled', 'tracked'];

export function defaultPathTypes(): PathType[] {
  return [
    {
      id: 'road', name: 'Road', source: 'Paratrooper 10.6', mpPerHex: 0.5, classes: [...ALL_CLASSES],
      look: { colour: '#b03a2e', widthMm: 1.2, style: 'solid' },
    },
    {
      id: 'railroad', name: 'Railroad', source: 'Paratrooper 10.7', mpPerHex: 1, classes: [...ALL_CLASSES],
      look: { colour: '#222222', widthMm: 1.0, style: 'teeth' },
    },
    {
      id: 'track', name: 'Track', source: 'Paratrooper 10.7', mpPerHex: 1, classes: [...ALL_CLASSES],
      look: { colour: '#8a5a2a', widthMm: 0.8, style: 'dashed' },
    },
    {
      id: 'trail', name: 'Trail', source: 'Atoll default (foot only)', mpPerHex: 1, classes: ['foot'],
      look: { colour: '#5a3a1a', widthMm: 0.6, style: 'dots' },
    },
  ];
}
