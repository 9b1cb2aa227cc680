/**
 * For the tests: what VASSAL computes from a buildFile's grid, ported line for line from VASSAL's HexGrid
 * (getRawColumn, getRawRow, hexPointCenterFromRawIndex) and HexGridNumbering/RegularGridNumbering (getColumn, getRow,
 * getMaxRows, getMaxColumns, getName, locationName) at the commits named in tests/fixtures/vassal. Java's integer
 * casts are Math.trunc, Math.round is floor(x + 0.5), and % keeps the dividend's sign, as in JavaScript.
 */
type Attrs = Readonly<Record<string, string>>;
type P = { x: number; y: number };

const javaRound = (x: number) => Math.floor(x + 0.5);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export class VassalHexGridPort {
  readonly sideways: boolean;
  readonly x0: number;
  readonly y0: number;
  readonly dx: number;
  readonly dy: number;

  constructor(grid: Attrs, private readonly numbering: Attrs, private readonly board: { width: number; height: number }) {
    this.sideways = grid.sideways === 'true';
    this.x0 = Number.parseInt(grid.x0, 10);
    this.y0 = Number.parseInt(grid.y0, 10);
    this.dx = Number.parseFloat(grid.dx);
    this.dy = Number.parseFloat(grid.dy);
  }

  private rotate(p: P): P {
    return this.sideways ? { x: p.y, y: p.x } : p;
  }

  rawColumn(p: P): number {
    const r = this.rotate(p);
    return Math.floor((r.x - this.x0) / this.dx + 0.5);
  }

  rawRow(p: P): number {
    const r = this.rotate(p);
    const nx = javaRound((r.x - this.x0) / this.dx);
    return nx % 2 === 0 ? javaRound((r.y - this.y0) / this.dy) : javaRound((r.y - this.y0 - this.dy / 2) / this.dy);
  }

  /** hexPointCenterFromRawIndex, rotated back for a sideways grid. */
  centre(nx: number, ny: number): P {
    const x = Math.trunc(this.dx * nx + this.x0);
    const y = nx % 2 === 0 ? Math.trunc(this.dy * ny + this.y0) : Math.trunc(this.dy * ny + Math.trunc(this.dy / 2) + this.y0);
    return this.rotate({ x, y });
  }

  private get maxRows() {
    return Math.floor(this.board.height / this.dx + 0.5);
  }

  private get maxColumns() {
    return Math.floor(this.board.width / this.dy + 0.5);
  }

  column(p: P): number {
    let x = this.rawColumn(p);
    if (this.numbering.vDescend === 'true' && this.sideways) x = this.maxRows - x;
    if (this.numbering.hDescend === 'true' && !this.sideways) x = this.maxColumns - x;
    return x;
  }

  row(p: P): number {
    let ny = this.rawRow(p);
    const n = this.numbering;
    if (n.vDescend === 'true' && !this.sideways) ny = this.maxRows - ny;
    if (n.hDescend === 'true' && this.sideways) ny = this.maxColumns - ny;
    if (n.stagger !== 'false' && this.rawColumn(p) % 2 !== 0) {
      if (this.sideways) ny += n.hDescend === 'true' ? -1 : 1;
      else ny += n.vDescend === 'true' ? -1 : 1;
    }
    return ny;
  }

  private static name(value: number, type: string, leading: number): string {
    let val = value < 0 ? '-' : '';
    let n = Math.abs(value);
    if (type === 'A') {
      do {
        val += ALPHABET[n % 26];
        n -= 26;
      } while (n >= 0);
      return val;
    }
    while (leading > 0 && n < 10 ** leading--) val += '0';
    return val + n;
  }

  /** The location name VASSAL reports for a point (locationFormat $gridLocation$). */
  locationName(p: P): string {
    const n = this.numbering;
    const rowName = VassalHexGridPort.name(this.row(p) + Number(n.vOff), n.vType, Number(n.vLeading));
    const colName = VassalHexGridPort.name(this.column(p) + Number(n.hOff), n.hType, Number(n.hLeading));
    return n.first === 'H' ? colName + n.sep + rowName : rowName + n.sep + colName;
  }
}
