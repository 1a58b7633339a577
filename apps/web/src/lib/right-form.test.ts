import { describe, expect, it } from 'vitest';
import { newRightDefaults, toRightBody, toRightFormValues } from './right-form';

describe('right form', () => {
  it('starts a new right with the SPEC defaults', () => {
    expect(newRightDefaults('Benutzer darf ...')).toEqual({
      guidRight: 'RIGHT_',
      name: 'Benutzer darf ...',
      comment: 'Benutzer darf ...',
      groupName: 'COMPONENT',
    });
  });

  it('upper-cases and trims the id on save', () => {
    const body = toRightBody({ guidRight: ' right_neu_x ', name: ' Name ', comment: 'c', groupName: 'NETWORK' });
    expect(body).toEqual({ guidRight: 'RIGHT_NEU_X', name: 'Name', comment: 'c', groupName: 'NETWORK' });
  });

  it('reads a right into the form', () => {
    const values = toRightFormValues({
      guid: 'g',
      guidRight: 'RIGHT_A',
      name: 'A',
      groupName: 'DASHBOARD',
      comment: null,
      allowed: 0,
      guidParent: 'DEFAULT_ALL',
    });
    expect(values).toEqual({ guidRight: 'RIGHT_A', name: 'A', comment: '', groupName: 'DASHBOARD' });
  });
});
