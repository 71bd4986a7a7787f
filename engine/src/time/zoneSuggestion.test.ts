/**
 * The zone suggestion every door gives (CLI hint, API and MCP 400): a city alone, any case, or a
 * misspelling finds its IANA zone; nothing near gets no guess.
 */
import { editDistance } from '../text/editDistance';
import { zoneSuggestion } from './zoneSuggestion';

describe('zoneSuggestion', () => {
  it('measures edit distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('finds a zone by its last part, any case, spaces for underscores', () => {
    expect(zoneSuggestion('berlin')).toBe('Did you mean Europe/Berlin?');
    expect(zoneSuggestion('New York')).toBe('Did you mean America/New_York?');
  });

  it('finds a misspelt zone, whole or by its city', () => {
    expect(zoneSuggestion('Europe/Berln')).toBe('Did you mean Europe/Berlin?');
    expect(zoneSuggestion('Berlni')).toBe('Did you mean Europe/Berlin?');
  });

  it('guesses nothing for a name near no zone, nor for a long text', () => {
    expect(zoneSuggestion('Atlantis/Poseidonia')).toBeUndefined();
    expect(zoneSuggestion('')).toBeUndefined();
    expect(zoneSuggestion(`Europe/${'x'.repeat(5000)}`)).toBeUndefined();
  });
});
