/** Accounts end to end: registration with the e-mailed code, profile, address, sign-out, password reset, an e-mail change and its undo, social login, guards. */
import { registrationCode } from '../../server/test/mail-files'
import { expect, mailTo, registerShopper, test } from './fixtures'

const password = 'mangoes ripen slowly in June'

// These are whole journeys (registration, e-mail, several pages): room for a busy 2-core machine.
test.describe.configure({ timeout: 90_000 })

test('register with the e-mailed code (a wrong code, a new code, the way back), sign in, edit the profile, add an address, sign out', async ({ page, consoleErrors }) => {
  const stamp = Date.now()
  const email = `kofi-${stamp}@example.com`
  const typo = `kofj-${stamp}@example.com`
  await page.goto('/auth/register')
  await page.getByLabel('First name').fill('Kofi')
  await page.getByLabel('Surname').fill('Mensah')
  await page.getByLabel('E-mail').fill(typo)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page.getByText(`We sent a code to ${typo}. Type it here to create your account.`)).toBeVisible()
  // The address had a typo: back to the form, which kept what was typed.
  await page.getByRole('button', { name: 'Change my details' }).click()
  await expect(page.getByLabel('First name')).toHaveValue('Kofi')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page.getByText(`We sent a code to ${email}.`)).toBeVisible()
  const first = registrationCode((await mailTo(email, 'Malewa')).text)

  // A wrong code is refused in words, and nothing is created.
  await page.getByLabel('Code from the e-mail').fill('ABCDE-FGHJK')
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByText('This code is not right, or no longer valid. Check the latest e-mail we sent.')).toBeVisible()

  // A new code: the newest one works.
  await page.getByRole('button', { name: 'Send a new code' }).click()
  await expect(page.getByText(`We sent a new code to ${email}. Only the newest code works.`)).toBeVisible()
  let code = first
  await expect.poll(async () => (code = registrationCode((await mailTo(email, 'Malewa')).text)), { timeout: 10_000 }).not.toBe(first)
  await page.getByLabel('Code from the e-mail').fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Create my account' }).click()
  // Signed in: 200 ms later the app goes home, and the header offers the account menu.
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('group').or(page.getByLabel('Your account')).first()).toBeVisible()
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 400/.test(e)))

  // Opening an auth page ended the session (spec): sign in again.
  await page.goto('/auth/login')
  await page.getByLabel('E-mail or username').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/account')
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible()
  await page.getByLabel('About you').fill('I cook for a family of five in Accra.')
  await page.getByRole('button', { name: 'Save my profile' }).click()
  await expect(page.getByText('Your profile is up to date.')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('About you')).toHaveValue('I cook for a family of five in Accra.')

  await page.goto('/account/addresses')
  await page.getByRole('button', { name: 'Add an address' }).first().click()
  await page.getByLabel('Name for this address').fill('Home')
  await page.getByLabel('Who receives the order').fill('Kofi Mensah')
  await page.getByLabel('Phone for the rider').fill('+27 82 555 0101')
  await page.getByLabel('Delivery zone').selectOption({ index: 1 })
  await page.getByLabel('Street and number, or estate and house').fill('12 Jan Smuts Avenue')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByText('12 Jan Smuts Avenue')).toBeVisible()

  await page.getByRole('banner').getByLabel('Your account').click()
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
  expect((await page.context().cookies()).find((c) => c.name === 'access_token')).toBeUndefined()
  // Opening an auth page and signing out end the session on purpose: a request already on its way
  // with the old token is refused (401), and the browser logs that refusal.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 401/.test(e)))
})

test('registering with an address that has an account looks the same, and the owner is told by e-mail', async ({ page, request }) => {
  const email = `owner-${Date.now()}@example.com`
  await registerShopper(request, { name: 'Esi', surname: 'Mensah', phone: '', email, credential: { identifier: email, secret: password } })
  await page.goto('/fr/auth/register')
  await page.getByLabel('Prénom').fill('Someone')
  await page.getByLabel('Nom de famille').fill('Else')
  await page.getByLabel('Adresse e-mail').fill(email)
  await page.getByLabel('Mot de passe').fill('another long password here')
  await page.getByRole('button', { name: 'Envoyez-moi un code' }).click()
  await expect(page.getByText(`Nous avons envoyé un code à ${email}.`)).toBeVisible()
  const notice = await mailTo(email, 'Quelqu')
  expect(notice.text).toContain('Bonjour Esi,')
  expect(
    notice.links.some((l) => l.endsWith('/fr/auth/forgot-password')),
    notice.text,
  ).toBe(true)
  expect(() => registrationCode(notice.text)).toThrow()
})

test('a forgotten password is reset through the e-mailed link, and the new one signs in', async ({ page, request, consoleErrors }) => {
  const email = `reset-${Date.now()}@example.com`
  await registerShopper(request, { name: 'Ama', surname: 'Owusu', phone: '', email, credential: { identifier: email, secret: password } })
  await page.goto('/auth/forgot-password')
  await page.getByLabel('E-mail or username').fill(email)
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await expect(page.getByRole('status').filter({ hasText: '30 minutes' })).toBeVisible()
  const mail = await mailTo(email, '/auth/reset-password?token=')
  const link = [...mail.links].reverse().find((l) => l.includes('/auth/reset-password?token='))
  expect(link, mail.text).toBeTruthy()
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, ''))
  await page.getByLabel('New password', { exact: true }).fill('a brand new harvest song')
  await page.getByLabel('Type it again').fill('a brand new harvest song')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByText(/Your password is changed/)).toBeVisible()
  await page.goto('/auth/login')
  await page.getByLabel('E-mail or username').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'not right' })).toBeVisible()
  await page.getByLabel('Password').fill('a brand new harvest song')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/$/)
  // The old password's refusal (401) is logged by the browser: it is what this test asked for.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 401/.test(e)))
})

test('a new e-mail needs the password and the code sent to it; the old address’s link undoes it and the owner chooses a new password', async ({ page, request, consoleErrors }) => {
  const email = `move-${Date.now()}@example.com`
  const newEmail = `moved-${Date.now()}@example.org`
  await registerShopper(request, { name: 'Kwame', surname: 'Asante', phone: '', email, credential: { identifier: email, secret: password } })
  await page.goto('/auth/login')
  await page.getByLabel('E-mail or username').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/account')
  await page.getByLabel('E-mail', { exact: true }).fill(newEmail)
  await page.getByLabel('Current password').first().fill(password)
  await page.getByRole('button', { name: 'Save my profile' }).click()
  await expect(page.getByText(`We sent a code to ${newEmail}. Type it here`)).toBeVisible()
  const codeMail = await mailTo(newEmail, 'Your code to confirm this address')
  const code = /: ([A-Z0-9]{5}-[A-Z0-9]{5})/.exec(codeMail.text)?.[1]
  expect(code, codeMail.text).toBeTruthy()
  await page.getByLabel('Code from the e-mail').fill(code!)
  await page.getByRole('button', { name: 'Confirm my new e-mail' }).click()
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(newEmail)

  const notice = await mailTo(email, '/auth/undo-email-change?token=')
  const undo = notice.links.find((l) => l.includes('/auth/undo-email-change?token='))
  expect(undo, notice.text).toBeTruthy()
  await page.goto(undo!.replace(/^https?:\/\/[^/]+/, ''))
  await page.getByRole('button', { name: 'Undo the change' }).click()
  await expect(page.getByText(`Your account uses ${email} again`)).toBeVisible()
  await page.getByRole('link', { name: 'Choose a new password' }).click()
  await page.getByLabel('New password', { exact: true }).fill('a new lock on the old door')
  await page.getByLabel('Type it again').fill('a new lock on the old door')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByText(/Your password is changed/)).toBeVisible()
  const signIn = await request.post('/api/auth/account/authenticate', { data: { identifier: email, secret: 'a new lock on the old door' } })
  expect(signIn.status()).toBe(200)
  // The undo ended every session: the page's own session is refused (401), as it should be.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 401/.test(e)))
})

test('social login through a real OpenID provider signs the shopper in', async ({ page }) => {
  await page.goto('/auth/login')
  await page.getByRole('link', { name: 'Continue with Village ID' }).click()
  // The provider's own (development) pages: log in as an account id, then consent.
  const login = `wanjiru${Date.now()}`
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('anything')
  await page.locator('button[type="submit"]').click()
  const consent = page.locator('button[type="submit"]')
  if (await consent.isVisible().catch(() => false)) await consent.click()
  await page.waitForURL((url) => url.origin === new URL(process.env.E2E_BASE_URL!).origin, { timeout: 15_000 })
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible()
  await expect(page.getByText(`${login}@village.example`).first()).toBeVisible()
})

test('a visitor opening /fr/account lands on /fr/auth/login and returns to /fr/account after signing in', async ({ page, shopper }) => {
  await page.goto('/fr/account')
  await expect(page).toHaveURL(/\/fr\/auth\/login\?returnTo=/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const form = page.getByRole('main').locator('form')
  await form.locator('input[autocomplete="username"]').fill(shopper.email)
  await form.locator('input[autocomplete="current-password"]').fill(shopper.password)
  await form.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/fr\/account$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
