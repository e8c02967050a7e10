import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- test code only: never in the built app's module graph
import { SEED } from '@fairpass/test-fixtures';
import { useContractServer } from '../../test/contract-server';
import { renderShell } from '../../test/render-shell';
import { useUseCase } from '../../ui/use-use-case';
import InfoFormScreen from './info-form-screen';

const ENTRY = { exhibitionId: SEED.exhibitions.demo, registerType: 'visitor', tenantId: SEED.tenantId };

/** Logs the new visitor in through the SDK, then shows the screen (as after /registration). */
function LoggedIn({ phone, children }: { readonly phone: string; readonly children: ReactNode }) {
  const login = useUseCase((u) => u.loginBySms);
  const fetchUser = useUseCase((u) => u.fetchUser);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void login.execute({ phone, code: SEED.code }).then(() => fetchUser.execute()).then(() => setReady(true));
  }, [login, fetchUser, phone]);
  return ready ? children : null;
}

const typeInto = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the personal-info form (/infoWap)', () => {
  const server = useContractServer();

  async function showForm(language: 'cn' | 'en' = 'cn') {
    return renderShell(
      <LoggedIn phone={SEED.phones.newVisitor}>
        <InfoFormScreen />
      </LoggedIn>,
      { apiBaseUrl: server.current.url, entry: ENTRY, language, path: '/infoWap' },
    );
  }

  it('builds its fields from the server config, with dictionary options in the select', async () => {
    await showForm();
    expect(await screen.findByLabelText(/姓名/)).toBeTruthy();
    const position = screen.getByLabelText(/职位/) as HTMLSelectElement;
    expect([...position.options].map((o) => o.textContent)).toEqual(['请选择', '总经理', '部门经理', '采购', '工程师', '其他']);
    expect(screen.getByRole('group', { name: /参观兴趣/ })).toBeTruthy();
    expect(document.querySelectorAll('[aria-required="true"]')).toHaveLength(4);
  });

  it('labels the fields in English for an English visitor', async () => {
    await showForm('en');
    expect(await screen.findByLabelText(/First name/)).toBeTruthy();
    expect(screen.getByLabelText(/Country/)).toBeTruthy();
  });

  it('shows the translated rule messages and keeps everything typed', async () => {
    const { location } = await showForm();
    await screen.findByLabelText(/姓名/);
    typeInto('姓名*', '张3');
    fireEvent.change(screen.getByLabelText(/职位/), { target: { value: 'buyer' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));

    expect(await screen.findByText('姓名至少2个字符，且不能包含数字或特殊字符')).toBeTruthy();
    expect(screen.getAllByText('此项为必填项').length).toBe(2);
    expect((screen.getByLabelText(/姓名/) as HTMLInputElement).value).toBe('张3');
    expect((screen.getByLabelText(/职位/) as HTMLSelectElement).value).toBe('buyer');
    expect(location.history).toEqual(['/infoWap']);
  });

  it("takes the config's length limit on each text field and names it when a pasted text is longer", async () => {
    await showForm();
    const company = (await screen.findByLabelText(/公司名称/)) as HTMLInputElement;
    expect(company.maxLength).toBe(100);
    typeInto('公司名称*', '公'.repeat(101)); // a change event is not held back by maxlength, as a paste may not be
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('内容过长，最多 100 个字')).toBeTruthy();
    expect(company.value).toHaveLength(101);
  });

  it("keeps the form and shows the server's message when the submit is refused", async () => {
    server.current.faults.set('POST /api/ef-registration-client/userInfo/submit', { businessFailure: '提交信息已关闭' });
    await showForm();
    await screen.findByLabelText(/姓名/);
    typeInto('姓名*', '张三');
    typeInto('公司名称*', '示范公司');
    fireEvent.change(screen.getByLabelText(/职位/), { target: { value: 'buyer' } });
    fireEvent.change(screen.getByLabelText(/所属行业/), { target: { value: 'food' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toBe('提交信息已关闭'));
    expect((screen.getByLabelText(/姓名/) as HTMLInputElement).value).toBe('张三');
    expect((screen.getByLabelText(/公司名称/) as HTMLInputElement).value).toBe('示范公司');
    expect((screen.getByLabelText(/所属行业/) as HTMLSelectElement).value).toBe('food');
  });
});
