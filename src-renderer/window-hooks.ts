import type { MapViewController } from './map/map-view-controller';
import type { BoardLayers } from './playtest/board/board-layers';
import type { PlaytestStore } from './playtest/playtest-store';
import type { AppStore } from './stores/app-store';

// Handles on the live app for the end-to-end tests and the benchmark (read-only use; nothing else reads them).
declare global {
  interface Window {
    atollApp?: AppStore;
    atollMap?: MapViewController;
    /** The play-test board's map, while play-test shows one. */
    atollPlayMap?: MapViewController;
    /** Play-test mode's store. */
    atollPlaytest?: PlaytestStore;
    /** The play-test board's layers over its map. */
    atollBoard?: BoardLayers;
  }
}
export {};
