declare module 'svg-to-pdfkit' {
  type Options = {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    assumePt?: boolean;
    useCSS?: boolean;
    warningCallback?: (message: string) => void;
  };
  export default function SVGtoPDF(doc: unknown, svg: string, x?: number, y?: number, options?: Options): void;
}
