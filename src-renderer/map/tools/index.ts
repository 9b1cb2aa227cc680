import type { ToolId } from '../../stores/editor-store';
import { featureTool } from './feature-tool';
import { traceTool } from './trace-tool';
import { zoneTool } from './zone-tool';
import { hexsideTool, pathTool } from './linework-tools';
import { brushTool, elevationTool, eraserTool, eyedropperTool, fillTool, lineTool } from './paint-tools';
import type { Tool, ToolContext } from './tool';

export type { PointerInfo, Preview, Tool, ToolContext } from './tool';

const FACTORIES: Record<ToolId, (ctx: ToolContext) => Tool> = {
  brush: brushTool,
  line: lineTool,
  fill: fillTool,
  eraser: eraserTool,
  eyedropper: eyedropperTool,
  elevation: elevationTool,
  hexside: hexsideTool,
  path: pathTool,
  feature: featureTool,
  zone: zoneTool,
  trace: (ctx) =>
    traceTool(ctx, () => {
      const answer = window.prompt('How many hexes apart are the two points?', '10');
      return answer === null ? null : Number(answer);
    }),
};

export function createTool(id: ToolId, ctx: ToolContext): Tool {
  return FACTORIES[id](ctx);
}
