import { describe, expect, it } from 'vitest';
import { multipartBody } from './upload';

describe('multipartBody', () => {
  it('nulls the file variables and maps each part to its path', async () => {
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    const cv = new File(['pdf'], 'cv.pdf', { type: 'application/pdf' });
    const form = multipartBody('mutation M { x }', { companyId: '3', input: { name: 'n' } }, { file: logo, 'input.cv': cv });
    const ops = JSON.parse(form.get('operations') as string);
    expect(ops).toEqual({ query: 'mutation M { x }', variables: { companyId: '3', file: null, input: { name: 'n', cv: null } } });
    expect(JSON.parse(form.get('map') as string)).toEqual({ '0': ['variables.file'], '1': ['variables.input.cv'] });
    expect((form.get('0') as File).name).toBe('logo.png');
    expect(await (form.get('1') as File).text()).toBe('pdf');
  });

  it('leaves the caller’s variables alone', () => {
    const vars = { input: { name: 'n' } };
    multipartBody('q', vars, { 'input.file': new File(['x'], 'x.txt') });
    expect(vars).toEqual({ input: { name: 'n' } });
  });
});
