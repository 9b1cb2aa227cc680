declare module 'fontkit' {
  export function openSync(file: string): unknown;
}
