/** CSS pixels per millimetre at 100 % zoom: 100 % shows the map at its true print size. */
export const PX_PER_MM = 96 / 25.4;
export const MIN_ZOOM = 0.01;
export const MAX_ZOOM = 8;

/** Where the map is on screen: `zoom` 1 = true size; (x, y) = screen position of the map's origin. */
export type Camera = { x: number; y: number; zoom: number };

export function clampZoom(zoom: number) {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The camera that shows a whole map of the given size (mm) centred in the viewport (px). */
export function fitCamera(mapMm: { width: number; height: number }, view: { width: number; height: number }, marginPx = 24): Camera {
  const zoom = clampZoom(
    Math.min((view.width - 2 * marginPx) / (mapMm.width * PX_PER_MM), (view.height - 2 * marginPx) / (mapMm.height * PX_PER_MM)),
  );
  const s = zoom * PX_PER_MM;
  return { zoom, x: (view.width - mapMm.width * s) / 2, y: (view.height - mapMm.height * s) / 2 };
}

/** The same zoom, moved so that a map point (mm) sits in the middle of the viewport (px). */
export function centredCamera(camera: Camera, pointMm: { x: number; y: number }, view: { width: number; height: number }): Camera {
  const s = camera.zoom * PX_PER_MM;
  return { ...camera, x: view.width / 2 - pointMm.x * s, y: view.height / 2 - pointMm.y * s };
}
