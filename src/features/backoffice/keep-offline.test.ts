import { expect, test } from 'vitest'
import { backOfficeFiles } from './keep-offline'

const page = (content: string) => new DOMParser().parseFromString(`<html><head><meta name="malewa-back-office-files" content="${content}"></head></html>`, 'text/html')

const LIST = [
  'admin:/assets/admin-1.js',
  'admin:en:/assets/catalog.admin.en-8.js',
  'admin:fr:/assets/catalog.admin.fr-9.js',
  'backoffice:/assets/backoffice-2.js',
  'backoffice:ar:/assets/catalog.backoffice.ar-3.js',
  'backoffice:en:/assets/catalog.backoffice.en-4.js',
  'backoffice:fr:/assets/catalog.backoffice.fr-5.js',
  'partner:/assets/partner-6.css',
  'partner:ar:/assets/catalog.partner.ar-10.js',
  'partner:en:/assets/catalog.partner.en-11.js',
  'partner:fr:/assets/catalog.partner.fr-12.js',
  'partner:/assets/partner-route-7.js',
].join(' ')

test("the portal keeps its own chunks, the shared layer and their words in its language and English, not the console's", () => {
  expect(backOfficeFiles('partner', 'fr', page(LIST))).toEqual([
    '/assets/backoffice-2.js',
    '/assets/catalog.backoffice.en-4.js',
    '/assets/catalog.backoffice.fr-5.js',
    '/assets/partner-6.css',
    '/assets/catalog.partner.en-11.js',
    '/assets/catalog.partner.fr-12.js',
    '/assets/partner-route-7.js',
  ])
})

test('the console keeps its own; English needs no second language; a page without the list keeps nothing', () => {
  expect(backOfficeFiles('admin', 'en', page(LIST))).toEqual(['/assets/admin-1.js', '/assets/catalog.admin.en-8.js', '/assets/backoffice-2.js', '/assets/catalog.backoffice.en-4.js'])
  expect(backOfficeFiles('partner', 'en', new DOMParser().parseFromString('<html></html>', 'text/html'))).toEqual([])
})
