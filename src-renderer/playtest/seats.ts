import { makeAutoObservable } from 'mobx';
import { actingSide, maskedFor } from '../../src-shared/playtest';
import type { GameStore } from './game-store';

/**
 * Who sits at the screen. With one person against bots, the board shows what that person's side may see; with two or
 * more people (hot-seat), what the side to act may see, and a hand-over screen hides the board whenever the decision
 * passes to another person. Hidden units of other sides (module hip) and sealed arrival plans are masked
 * (playtest/players viewFor). The designer may choose to see everything.
 */
export class Seats {
  /** The person's side that last took the screen (hot-seat). */
  handedTo: string | null = null;
  /** The designer's view: nothing masked. */
  revealAll = false;

  constructor(private readonly game: GameStore) {
    makeAutoObservable<Seats, 'game'>(this, { game: false });
  }

  get humans(): string[] {
    return this.game.state.board.sides.map((s) => s.id).filter((id) => this.game.playerOf(id) === 'human');
  }

  /** The side whose view the board shows; null: everything (bots only, or the designer's view). */
  get viewer(): string | null {
    if (this.revealAll) return null;
    const humans = this.humans;
    if (humans.length === 0) return null;
    if (humans.length === 1) return humans[0];
    return this.handedTo ?? actingSide(this.game.state);
  }

  /** The decision has passed to another person: the board stays hidden until they take the screen. */
  get handOverTo(): string | null {
    const { game } = this;
    if (this.revealAll || this.humans.length < 2 || !game.live || game.over) return null;
    const acting = actingSide(game.state);
    return game.playerOf(acting) === 'human' && acting !== this.handedTo ? acting : null;
  }

  /** The units the viewer may not see (module hip), or null when nothing is masked (the stacks and sealed plans as a
   *  side sees them are playtest/players viewFor; the board and the log need only this). */
  get masked(): ReadonlySet<string> | null {
    const viewer = this.viewer;
    return viewer === null ? null : maskedFor(this.game.state, viewer);
  }

  /** May the viewer see this unit? */
  sees(unitId: string): boolean {
    return !(this.masked?.has(unitId) ?? false);
  }

  takeScreen(side: string) {
    this.handedTo = side;
  }
  setRevealAll(on: boolean) {
    this.revealAll = on;
  }
}
