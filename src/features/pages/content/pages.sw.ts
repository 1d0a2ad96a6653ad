import type { PagesContent } from '../page-content'

export const pages: PagesContent = {
  about: {
    title: 'Kuhusu Malewa',
    description: 'Malewa huwaunganisha wanunuzi wa miji ya Afrika na wakulima wanaolima chakula chao: mazao mabichi, kuletewa au kuchukua, pesa kwa simu au taslimu.',
    intro:
      'Malewa ni soko la mazao ya wakulima wa karibu: huko Johannesburg, Nairobi, Lagos, Accra, Kigali na Casablanca, unanunua mboga, matunda, mayai na asali moja kwa moja kutoka kwa wakulima wa eneo lako.',
    sections: [
      {
        heading: 'Kwa nini tupo',
        paragraphs: [
          'Sehemu kubwa ya chakula kinacholimwa kuzunguka miji yetu hupita kwa madalali kadhaa kabla ya kufika jikoni: hufika kikiwa si kibichi tena, kwa bei ghali zaidi, na mkulima hupata kidogo sana.',
          'Malewa hufupisha mnyororo huo. Wakulima huonyesha wanachovuna, huweka bei zao na siku zao za uwasilishaji, na huuza moja kwa moja kwa wale wanaopika.',
        ],
      },
      {
        heading: 'Jinsi inavyofanya kazi',
        paragraphs: [
          'Unaangalia wakulima walio karibu nawe na kujaza kikapu chako. Mkulima huvuna na kufungasha agizo lako kwa ajili ya siku yake ijayo ya uwasilishaji. Unalichukua kwenye kituo cha kuchukulia, au unaletewa mlangoni ikiwa unaishi katika mojawapo ya maeneo yake ya uwasilishaji, na unalipa kupitia pesa kwa simu au taslimu unapopokea.',
        ],
      },
      {
        heading: 'Imeundwa kwa hali halisi',
        paragraphs: [
          'Mtandao hukatika na data ni ghali, kwa hiyo Malewa hufanya kazi bila mtandao: kikapu chako hubaki kwenye simu yako na husawazishwa mtandao unaporudi. Duka ni jepesi kwa simu za kawaida na linapatikana kwa Kiswahili, Kiingereza, Kifaransa, Kihispania, Kireno na Kiarabu.',
        ],
      },
      {
        heading: 'Tunachotoa leo',
        paragraphs: ['Kwa sasa Malewa ni soko la mazao ya shambani: mazao mabichi kutoka kwa wakulima wa karibu. Tunajikita katika hilo ili kila agizo lifike likiwa bichi, siku iliyoahidiwa.'],
      },
    ],
  },

  career: {
    title: 'Ajira katika Malewa',
    description: 'Jiunge na timu ndogo inayoruhusu kazi ukiwa mbali, inayojenga soko la mazao ya karibu kwa miji ya Afrika. Nafasi tunazoajiri na jinsi ya kuomba.',
    intro:
      'Sisi ni timu ndogo iliyotawanyika katika miji kadhaa ya Afrika, tunayotaka wakulima wauze kwa urahisi na familia zile vizuri. Tunaajiri kwa uangalifu, na daima tunafurahi kusikia kutoka kwa watu wanaojali mambo hayo hayo.',
    sections: [
      {
        heading: 'Jinsi tunavyofanya kazi',
        paragraphs: [
          'Wengi wetu hufanya kazi tukiwa mbali, kutoka Johannesburg, Nairobi, Lagos, Accra, Kigali au Casablanca, na hukutana ana kwa ana inapohitajika. Tunaandika mambo, tunafanya mikutano mifupi, tunatumia muda mashambani na wakulima na wasafirishaji, na tunajaribu kazi yetu kwenye simu za kawaida na mitandao isiyo imara.',
        ],
      },
      {
        heading: 'Aina za nafasi tunazoajiri',
        paragraphs: [
          'Uhandisi: utengenezaji wa tovuti zinazofanya kazi bila mtandao, huduma za upande wa seva, na kuunganisha malipo na watoa huduma za pesa kwa simu.',
          'Uendeshaji: waratibu wa miji wanaowapokea wakulima wapya, wanaopanga vituo vya kuchukulia na kupanga safari pamoja na wasafirishaji.',
          'Huduma kwa wateja na jamii: watu wanaowajibu wanunuzi na wakulima kwa lugha zao na kugeuza maoni yao kuwa maboresho. Mara kwa mara pia hufunguliwa nafasi za usanifu, tafsiri na ubora wa chakula.',
        ],
      },
      {
        heading: 'Jinsi ya kuomba',
        paragraphs: [
          'Tuma barua pepe kwa careers@malewa.example ukieleza wewe ni nani, mji unaoishi, kazi unayotaka kufanya na lugha unazozungumza. Ambatisha CV au kiungo cha kazi unayojivunia.',
          'Huhitaji kusubiri tangazo la kazi: tunasoma kila ujumbe na kujibu kila mmoja, hata kama hakuna nafasi iliyo wazi.',
        ],
      },
      {
        heading: 'Cha kutarajia',
        paragraphs: [
          'Ikiwa mnaendana, tunaanza kwa mazungumzo, kisha zoezi fupi la vitendo linalotokana na kazi halisi, na hatimaye mazungumzo na wenzako wa baadaye. Tunakujulisha wazi ulipofikia katika kila hatua.',
        ],
      },
    ],
  },

  contact: {
    title: 'Wasiliana nasi',
    description: 'Una swali kuhusu agizo, uwasilishaji au kuuza kwenye Malewa? Tumia fomu iliyo hapa chini au andika kwa support@malewa.example.',
    intro: 'Uwe mnunuzi au mkulima, tunafurahi kusikia kutoka kwako: kila ujumbe husomwa na mtu wa timu yetu.',
    sections: [
      {
        heading: 'Tuandikie',
        paragraphs: [
          'Njia ya haraka zaidi ni fomu iliyo hapa chini: andika jina lako, jinsi ya kukupata na unachohitaji. Ikiwa ni kuhusu agizo, weka namba yake inayoonekana kwenye orodha ya maagizo yako.',
          'Unaweza pia kuandika kwa support@malewa.example kutoka anwani yoyote ya barua pepe.',
        ],
      },
      {
        heading: 'Tunajibu lini',
        paragraphs: ['Tunajibu ndani ya siku moja ya kazi, na kwa lugha uliyotumia kila inapowezekana. Ujumbe kuhusu agizo linalotarajiwa leo au kesho hushughulikiwa kwanza.'],
      },
      {
        heading: 'Anwani nyingine',
        paragraphs: [
          'Kwa maswali kuhusu taarifa zako binafsi, au kuomba zifutwe: privacy@malewa.example. Kujiunga na timu yetu: careers@malewa.example. Wakulima wanaotaka kuuza wanaweza kujisajili kupitia ukurasa wa “Jiunge na Orodha Yetu Bora ya Wakulima”.',
        ],
      },
    ],
  },

  foodsafety: {
    title: 'Usalama wa chakula',
    description: 'Jinsi wakulima na wasafirishaji wa Malewa wanavyolinda chakula chako kutoka shambani hadi jikoni, na jinsi ya kuosha na kuhifadhi mazao na mayai nyumbani.',
    intro: 'Chakula kwenye Malewa husafiri umbali mfupi, lakini kinahitaji uangalifu katika kila hatua. Haya ndiyo tunayowaomba wakulima na wasafirishaji, na unayoweza kufanya nyumbani.',
    sections: [
      {
        heading: 'Ukaguzi wa wakulima',
        paragraphs: [
          'Kabla mkulima hajaanza kuuza, timu yetu ya mji hutembelea shamba lake au kukutana naye, huangalia jinsi mazao yanavyolimwa, kuoshwa na kufungashwa, na huhakikisha kwamba maji ya kuoshea ni safi.',
        ],
      },
      {
        heading: 'Kuvuna na kufungasha',
        paragraphs: [
          'Wakulima huvuna karibu iwezekanavyo na siku ya uwasilishaji, hufungasha katika vyombo safi vinavyofaa kwa chakula, na huweka mazao mbali na kemikali, mafuta ya petroli na wanyama. Kila agizo huwekwa lebo yenye jina la mnunuzi na namba ya agizo.',
        ],
      },
      {
        heading: 'Kudumisha ubaridi',
        paragraphs: [
          'Mboga za majani, viungo vya mimea na vyakula vingine vinavyoharibika haraka huwekwa kivulini, au kwenye masanduku ya baridi na friji pale vinapopatikana. Wasafirishaji hubeba maagizo katika mifuko iliyofungwa inayohifadhi baridi na huyawasilisha siku hiyo hiyo.',
          'Tafadhali chukua agizo lako kwenye kituo cha kuchukulia siku iliyotangazwa: chakula kinachosubiri muda mrefu hupoteza ubichi wake haraka.',
        ],
      },
      {
        heading: 'Kuosha mazao nyumbani',
        paragraphs: [
          'Osha matunda na mboga kwa maji safi yanayotiririka muda mfupi kabla ya kula au kupika, si kabla ya kuhifadhi. Sugua mazao magumu kama karoti na viazi, ondoa majani ya nje ya kabichi na saladi, na ikiwa maji ya bomba si salama kunywa, tumia maji yaliyochemshwa au kutibiwa kwa chochote kinacholiwa kibichi.',
        ],
      },
      {
        heading: 'Mayai',
        paragraphs: [
          'Wakulima wetu hawaoshi mayai, hivyo yanabaki na tabaka lao la asili la kinga. Yahifadhi mahali penye ubaridi au kwenye friji, ncha iliyochongoka ikielekea chini, na uyaoshe tu kabla ya kuyatumia. Tupa mayai yaliyopasuka au machafu, na kwa watoto wadogo, wazee na wajawazito, pika mayai hadi kiini kiwe kigumu.',
        ],
      },
      {
        heading: 'Kukiwa na tatizo',
        paragraphs: [
          'Usile zao lililofika likiwa limeharibika au kuoza. Piga picha na uwasiliane nasi ndani ya saa 24: tutakurejeshea pesa au kulibadilisha, na tutafuatilia suala hilo na mkulima, ambaye huondolewa sokoni makosa yakijirudia.',
        ],
      },
    ],
  },

  help: {
    title: 'Msaada',
    description: 'Majibu ya maswali ya kawaida kuhusu Malewa: siku za uwasilishaji, vituo vya kuchukulia, kiasi cha chini, pesa kwa simu, bila mtandao na kughairi.',
    intro: 'Majibu ya haraka kuhusu kuagiza, kulipa, uwasilishaji na kuchukua. Hukupata jibu lako? Andika kwa support@malewa.example: tunajibu ndani ya siku moja ya kazi.',
    sections: [
      {
        heading: 'Kuagiza kwa hatua nne',
        paragraphs: [
          'Chagua mji wako, jaza kikapu chako, chagua uwasilishaji au kuchukua pamoja na siku, kisha thibitisha na ulipe kupitia pesa kwa simu au taslimu unapopokea. Fuatilia kila agizo kwenye orodha ya maagizo yako.',
        ],
      },
      {
        heading: 'Uwasilishaji na kuchukua',
        paragraphs: [
          'Kila mkulima huweka siku zake za uwasilishaji na maeneo ya uwasilishaji anayohudumia. Ikiwa anwani yako iko katika mojawapo ya maeneo hayo, agizo lako linaweza kuletwa kwako; la sivyo, au ukipenda, lichukue katika mojawapo ya vituo vya kuchukulia vya mkulima huyo.',
        ],
      },
      {
        heading: 'Bado unahitaji msaada?',
        paragraphs: ['Tumia fomu kwenye ukurasa wetu wa mawasiliano au andika kwa support@malewa.example. Ikiwa swali lako linahusu agizo, weka namba yake.'],
      },
    ],
    faqs: [
      {
        question: 'Ninawekaje agizo?',
        answer:
          'Angalia wakulima wa mji wako, ongeza bidhaa kwenye kikapu, chagua uwasilishaji au kuchukua pamoja na siku, kisha thibitisha. Agizo lako huonekana kwenye orodha yako likiwa na hali “Limewekwa” hadi mkulima aanze kulitayarisha.',
      },
      {
        question: 'Agizo langu litafika lini?',
        answer:
          'Siku ijayo ya uwasilishaji ya mkulima. Kila mkulima huonyesha siku zake za uwasilishaji na muda wa mwisho wa kuagiza; maagizo yanayowekwa baada ya muda huo huhamia siku ya uwasilishaji inayofuata.',
      },
      {
        question: 'Kuna tofauti gani kati ya eneo la uwasilishaji na kituo cha kuchukulia?',
        answer:
          'Katika eneo la uwasilishaji, mkulima au msafirishaji hukuletea agizo hadi mlangoni. Kituo cha kuchukulia ni mahali maalumu, kama duka au kibanda sokoni, unapochukua agizo lako siku ya uwasilishaji; mara nyingi ni nafuu zaidi na hufanya kazi hata nje ya maeneo ya uwasilishaji.',
      },
      {
        question: 'Kwa nini kuna kiasi cha chini?',
        answer:
          'Baadhi ya bidhaa huuzwa kwa fungu, trei au kilo tu, na baadhi ya wakulima huweka thamani ya chini ya agizo kwa ajili ya uwasilishaji ili safari iwe na faida. Kiasi cha chini huonyeshwa kwenye bidhaa na wakati wa kukamilisha agizo, kabla hujathibitisha.',
      },
      {
        question: 'Ninaweza kulipa vipi?',
        answer:
          'Kupitia pesa kwa simu (M-Pesa, MTN MoMo au Airtel Money, kulingana na kinachopatikana katika mji wako) au kwa taslimu unapopokea au kuchukua agizo lako. Hatuombi wala hatuhifadhi namba za kadi kamwe.',
      },
      {
        question: 'Je, kulipa kupitia pesa kwa simu ni salama?',
        answer:
          'Ndiyo. Unaidhinisha malipo kwenye simu yako mwenyewe kwa PIN yako, na mtoa huduma hututumia uthibitisho tu. Malewa haioni PIN yako kamwe: usimpe mtu yeyote, hata anayedai kuwa anafanya kazi Malewa.',
      },
      {
        question: 'Je, naweza kutumia Malewa bila mtandao?',
        answer:
          'Ndiyo. Bidhaa ulizokwisha kuangalia zinaendelea kupatikana na kikapu chako kinabaki kwenye simu yako. Mtandao unaporudi, kikapu husawazishwa, bei na bidhaa zilizopo hukaguliwa upya, na unaweza kuthibitisha agizo lako.',
      },
      {
        question: 'Ninaghairije agizo?',
        answer:
          'Maadamu hali yake bado ni “Limewekwa”, fungua agizo kwenye orodha yako na ulighairi. Mkulima akishaanza kulitayarisha, huwezi tena kulighairi kwenye programu: wasiliana nasi na tutaangalia na mkulima kinachowezekana.',
      },
      {
        question: 'Itakuwaje bidhaa ikikosekana?',
        answer:
          'Mavuno hubadilika. Mkulima akikosa kitu, anaweza kukupa bidhaa inayofanana kwa bei ileile au nafuu zaidi, au kuiondoa. Unalipia tu unachopokea, na pesa kwa simu uliyolipia bidhaa zilizokosekana hurejeshwa.',
      },
      {
        question: 'Itakuwaje kitu kikifika kimeharibika au kuoza?',
        answer: 'Usikile. Piga picha na uwasiliane nasi ndani ya saa 24 ukitaja namba ya agizo, nasi tutakurejeshea pesa au kukibadilisha.',
      },
      {
        question: 'Ninabadilishaje lugha?',
        answer: 'Tumia menyu ya lugha iliyo juu ya ukurasa. Malewa inapatikana kwa Kiswahili, Kiingereza, Kifaransa, Kihispania, Kireno na Kiarabu, na hukumbuka chaguo lako kwenye kifaa hiki.',
      },
      {
        question: 'Mimi ni mkulima. Ninawezaje kuuza kwenye Malewa?',
        answer:
          'Nenda kwenye ukurasa wa “Jiunge na Orodha Yetu Bora ya Wakulima” na utueleze kuhusu shamba lako. Timu yetu katika mji wako itawasiliana nawe, itakutembelea na kukusaidia kuweka bidhaa zako, bei na siku za uwasilishaji.',
      },
    ],
  },

  partnership: {
    title: 'Shirikiana na Malewa',
    description: 'Wakulima, vyama vya ushirika, wasafirishaji na mashirika: shirikianeni na Malewa kufikisha chakula kibichi cha karibu kwa nyumba nyingi zaidi mijini.',
    intro:
      'Malewa ipo kwa sababu ya watu wanaolima, kusafirisha na kutetea chakula cha karibu. Ikiwa unataka kuwafikia wanunuzi wengi zaidi au kuimarisha mfumo wa chakula wa mji wako, tufanye kazi pamoja.',
    sections: [
      {
        heading: 'Wakulima',
        paragraphs: [
          'Wewe ndiye unayeweka bei zako, kiasi cha chini, siku za uwasilishaji na maeneo unayohudumia. Sisi tunakuletea wanunuzi, tunashughulikia maagizo na malipo, na tunakulipa kwa kile unachouza.',
          'Kuanza, nenda kwenye ukurasa wa “Jiunge na Orodha Yetu Bora ya Wakulima” na utueleze kuhusu shamba lako na unachokilima. Timu yetu ya mji itawasiliana nawe ili kukutembelea.',
        ],
      },
      {
        heading: 'Vyama vya ushirika',
        paragraphs: [
          'Chama cha ushirika kinaweza kuuza kwa jina moja huku kila mwanachama akileta sehemu ya mavuno. Tunawasaidia kuunganisha maagizo, kushiriki vituo vya kuchukulia na kufuatilia nani alileta nini, ili kila mwanachama alipwe kwa haki.',
        ],
      },
      {
        heading: 'Wasafirishaji',
        paragraphs: [
          'Tunafanya kazi na wasafirishaji huru na kampuni ndogo za usafirishaji zinazoijua vizuri mitaa yao. Wanapata safari zilizopangwa kulingana na siku za uwasilishaji za wakulima, mifuko inayohifadhi baridi, na malipo kwa kila uwasilishaji kupitia pesa kwa simu.',
        ],
      },
      {
        heading: 'Mashirika yasiyo ya kiserikali na vikundi vya kijamii',
        paragraphs: [
          'Tunashirikiana na mashirika yanayowasaidia wakulima wadogo, yanayowafundisha vijana kilimo au yanayoboresha lishe mijini. Pamoja tunaweza kutoa mafunzo ya usalama wa chakula na ufungashaji, kufungua vituo vya kuchukulia mitaani, au kuwasaidia wakulima wapya kuuza mtandaoni.',
        ],
      },
      {
        heading: 'Wasiliana nasi',
        paragraphs: [
          'Wakulima hujisajili kupitia ukurasa wa “Jiunge na Orodha Yetu Bora ya Wakulima”. Vyama vya ushirika, wasafirishaji na mashirika wanaweza kutumia fomu kwenye ukurasa wetu wa mawasiliano au kuandika kwa support@malewa.example wakiweka “Ushirikiano” na jina la mji wao kwenye kichwa cha barua.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Sera ya faragha',
    description: 'Taarifa binafsi ambazo Malewa huhifadhi na kwa nini, kinachobaki kwenye kifaa chako, vidakuzi tunavyotumia na jinsi ya kuomba taarifa zako zifutwe.',
    intro: 'Tunakusanya tu kile tunachohitaji ili kukuletea agizo lako, na hatuuzi taarifa zako kamwe. Ukurasa huu unaeleza tunachohifadhi na chaguo ulizo nazo.',
    sections: [
      {
        heading: 'Tunachohifadhi',
        paragraphs: [
          'Jina lako, namba ya simu na barua pepe, anwani za uwasilishaji unazohifadhi, na maagizo yako: ulichonunua, kutoka kwa mkulima gani, lini, ulivyolipa na kama ulichagua uwasilishaji au kuchukua.',
          'Hatuhifadhi namba za kadi kamwe. Kwa malipo ya pesa kwa simu, mtoa huduma ndiye hushughulikia malipo; sisi tunahifadhi tu namba ya kumbukumbu ya muamala na kiasi.',
        ],
      },
      {
        heading: 'Kwa nini tunazitumia',
        paragraphs: [
          'Ili kupokea na kuwasilisha maagizo yako, kukuwezesha kuingia kwenye akaunti, kuwasiliana nawe kuhusu agizo na kujibu maswali yako. Takwimu za jumla zisizomtambulisha mtu hutusaidia kujua bidhaa zipi zinauzwa na wapi pa kufungua vituo vya kuchukulia.',
          'Mkulima na msafirishaji wanaoshughulikia agizo lako huona jina lako, namba ya simu na anwani ya uwasilishaji, kwa agizo hilo tu.',
        ],
      },
      {
        heading: 'Vidakuzi',
        paragraphs: [
          'Tunatumia vidakuzi vichache, vyote vikiwa muhimu kwa duka kufanya kazi: kimoja hukumbuka lugha yako, viwili hukumbuka mandhari yako (rangi na mtindo wa pembe), na vingine hukuweka ukiwa umeingia wakati wa kipindi chako. Hatutumii vidakuzi vya matangazo wala vya kufuatilia.',
        ],
      },
      {
        heading: 'Taarifa kwenye kifaa chako',
        paragraphs: [
          'Ili ifanye kazi bila mtandao, Malewa huhifadhi kikapu chako, wakulima na bidhaa ulizoangalia, na maagizo yako ya hivi karibuni kwenye hifadhi ya kivinjari ya simu yako. Unaweza kuzifuta wakati wowote kwa kufuta data ya tovuti hii kwenye mipangilio ya kivinjari.',
        ],
      },
      {
        heading: 'Tunazihifadhi kwa muda gani',
        paragraphs: [
          'Tunahifadhi taarifa za akaunti yako maadamu akaunti iko wazi. Kumbukumbu za maagizo huhifadhiwa kwa muda unaotakiwa na sheria za kodi na uhasibu, kisha hufutwa au kuondolewa utambulisho.',
        ],
      },
      {
        heading: 'Haki zako na kufuta taarifa',
        paragraphs: [
          'Unaweza kuomba kuona, kusahihisha au kufuta taarifa zako binafsi. Andika kwa privacy@malewa.example kutoka barua pepe au ukitaja namba ya simu iliyo kwenye akaunti yako; tutathibitisha utambulisho wako na kujibu ndani ya siku 30. Kufuta akaunti hakughairi maagizo ambayo tayari yanatayarishwa.',
        ],
      },
    ],
  },

  terms: {
    title: 'Masharti ya matumizi',
    description: 'Masharti ya kununua kwenye Malewa: maagizo, bei kwa sarafu ya duka lako, bidhaa mbadala, kughairi, malipo na uwajibikaji.',
    intro: 'Masharti haya yanatumika unaponunua kwenye Malewa. Yameandikwa ili yasomwe: ikiwa kuna jambo lisilo wazi, tuulize kupitia support@malewa.example kabla ya kuagiza.',
    sections: [
      {
        heading: 'Nani anakuuzia',
        paragraphs: [
          'Malewa huendesha soko; wakulima ndio wanaouza mazao. Unapoagiza, unanunua kutoka kwa mkulima, na Malewa hupokea agizo, hukusanya malipo kwa niaba ya mkulima na kuratibu uwasilishaji au uchukuaji.',
        ],
      },
      {
        heading: 'Maagizo na bei',
        paragraphs: [
          'Bei huonyeshwa kwa sarafu ya duka unalonunulia (randi, shilingi, naira, cedi, faranga ya Rwanda au dirham), na ada yoyote ya uwasilishaji huonyeshwa wakati wa kukamilisha agizo. Agizo huwepo pale linapofika kwenye seva zetu likiwa na hali “Limewekwa”: kikapu kilichohifadhiwa bila mtandao bado si agizo.',
          'Ikiwa bei au bidhaa zilizopo zilibadilika ukiwa nje ya mtandao, tutakuonyesha jumla mpya kabla hujathibitisha.',
        ],
      },
      {
        heading: 'Bidhaa mbadala na viwango',
        paragraphs: [
          'Mazao ya shambani hubadilika kulingana na hali ya hewa na msimu. Bidhaa ikipungua, mkulima anaweza kuibadilisha kwa inayofanana yenye bei sawa au nafuu zaidi, au kuiondoa. Bidhaa zinazouzwa kwa uzito zinaweza kutofautiana kidogo; unalipia unachopokea, kamwe si zaidi ya jumla uliyothibitisha.',
        ],
      },
      {
        heading: 'Kughairi na kurejeshewa pesa',
        paragraphs: [
          'Unaweza kughairi agizo bila gharama maadamu hali yake ni “Limewekwa”. Mkulima akishaanza kulitayarisha, linaweza kughairiwa tu kwa idhini yake. Bidhaa zinazokosekana, zilizoharibika au kuoza zinapofika hurejeshewa pesa au hubadilishwa ukitujulisha ndani ya saa 24; pesa za simu hurejeshwa kwenye namba iliyolipa.',
        ],
      },
      {
        heading: 'Malipo',
        paragraphs: [
          'Unalipa kupitia pesa kwa simu, au kwa taslimu wakati wa uwasilishaji au unapochukua; ukilipa taslimu, tafadhali andaa kiasi kamili inapowezekana. Maagizo yakikataliwa au kutochukuliwa mara kwa mara bila sababu, tunaweza kuomba malipo ya awali kwa maagizo yajayo.',
        ],
      },
      {
        heading: 'Uwajibikaji na roho ya masharti haya',
        paragraphs: [
          'Tunawakagua wakulima na kujitahidi kila agizo liwe sahihi, lakini hatuwajibiki kwa ucheleweshaji unaosababishwa na mambo yaliyo nje ya uwezo wetu, kama dhoruba au barabara zilizofungwa; dhima yetu kwa agizo haizidi thamani yake. Hakuna chochote hapa kinachopunguza haki zako chini ya sheria ya kumlinda mlaji ya nchi yako.',
          'Masharti haya yanaongozwa na haki na nia njema kati ya wanunuzi, wakulima na Malewa: jambo likienda vibaya, kwanza tunatafuta suluhisho la haki. Toleo linalotumika ni lile lililochapishwa hapa wakati unapoagiza.',
        ],
      },
    ],
  },
}
