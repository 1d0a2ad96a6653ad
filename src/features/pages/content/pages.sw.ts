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
          'Malewa inafupisha mnyororo huo. Kila bidhaa inaonyeshwa kwa jina la shamba linaloilima na jinsi inavyolimwa, na hutoka shamba hilo hadi kwa wanaoipika kupitia soko moja katika mji wao.',
        ],
      },
      {
        heading: 'Jinsi inavyofanya kazi',
        paragraphs: [
          'Unachagua soko la mji wako, unapitia wakulima wake na kujaza kikapu chako. Wakulima huleta mazao yao sokoni siku zao wenyewe, na soko hukukabidhi kikapu chako chote katika moja ya siku zake za soko: kwenye kituo cha kuchukulia, au mlangoni kwako ikiwa anwani yako iko katika moja ya maeneo yake ya usafirishaji. Unapoagiza unachagua kulipa pesa taslimu unapopokea au kuchukua, au kutoka namba ya pesa kwa simu.',
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
          'Tuandikie kupitia fomu ya ukurasa wetu wa mawasiliano, ukichagua mada “Jambo jingine”: maelezo mafupi kukuhusu, mji unaoishi, kazi unayotaka kufanya na lugha unazozungumza, pamoja na kiungo cha kazi unayojivunia.',
          'Hakuna haja ya kusubiri nafasi itangazwe: tunasoma kila ujumbe, hata kama hakuna nafasi iliyo wazi.',
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
    description: 'Swali kuhusu agizo, usafirishaji au kuuza kwenye Malewa? Tuandikie kupitia fomu ya ukurasa huu: mtu wa timu yetu husoma kila ujumbe.',
    intro: 'Uwe mnunuzi au mkulima, tunafurahi kusikia kutoka kwako: kila ujumbe husomwa na mtu wa timu yetu.',
    sections: [
      {
        heading: 'Tuandikie',
        paragraphs: [
          'Njia ya haraka zaidi ni fomu iliyo hapa chini: andika jina lako, jinsi ya kukupata na unachohitaji. Ikiwa ni kuhusu agizo, weka namba yake inayoonekana kwenye orodha ya maagizo yako.',
          'Chagua mada inayofaa (agizo, usafirishaji au kuchukua, akaunti yako, kuuza kama mkulima, ushirikiano) ili ujumbe wako umfikie mtu anayeweza kuujibu. Hakuna anwani ya barua pepe ya kuandikia: fomu hii ndiyo njia ya kutufikia.',
        ],
      },
      {
        heading: 'Tunajibu lini',
        paragraphs: ['Tunajibu kwa barua pepe, au kwa simu ukitupa namba, kwa lugha uliyoandikia kila inapowezekana. Ujumbe kuhusu agizo la leo au kesho hushughulikiwa kwanza.'],
      },
      {
        heading: 'Maswali mengine',
        paragraphs: [
          'Kwa maswali kuhusu taarifa zako binafsi, au kuomba zifutwe, tumia fomu hii ukichagua mada “Akaunti yangu”, kutoka anwani ya barua pepe ya akaunti yako. Wakulima wanaotaka kuuza wanaweza kujisajili kupitia ukurasa wa “Jiunge na Orodha Yetu Bora ya Wakulima”.',
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
          'Usile bidhaa iliyofika ikiwa imeharibika au imeoza. Piga picha na utuandikie kupitia ukurasa wa mawasiliano ndani ya saa 24, pamoja na namba ya agizo: tunalifuatilia na mkulima, ambaye huondolewa sokoni makosa yakijirudia.',
        ],
      },
    ],
  },

  help: {
    title: 'Msaada',
    description: 'Majibu ya maswali ya kawaida kuhusu Malewa: siku za soko, vituo vya kuchukulia, agizo la chini, malipo, matumizi bila mtandao na kughairi.',
    intro: 'Majibu mafupi kuhusu kuagiza, kulipa, usafirishaji na kuchukua. Hujapata swali lako? Tuandikie kupitia fomu ya ukurasa wetu wa mawasiliano.',
    sections: [
      {
        heading: 'Kuagiza kwa hatua nne',
        paragraphs: [
          'Chagua mji wako, weka mazao ya wakulima kwenye kikapu, chagua kuletewa au kuchukua na siku, chagua jinsi utakavyolipa (pesa taslimu, au namba ya pesa kwa simu), kisha weka agizo. Fuatilia kila agizo kwenye orodha ya maagizo yako.',
        ],
      },
      {
        heading: 'Uwasilishaji na kuchukua',
        paragraphs: [
          'Wakulima huleta mazao yao kwenye soko la mji wako siku zao wenyewe, na soko hukabidhi kikapu chote katika moja ya siku zake za soko. Ikiwa anwani yako iko katika moja ya maeneo ya usafirishaji ya soko, agizo lako linaweza kuletwa kwako; vinginevyo, au ukipenda, lichukue katika moja ya vituo vya kuchukulia vya soko.',
        ],
      },
      {
        heading: 'Bado unahitaji msaada?',
        paragraphs: ['Tumia fomu ya ukurasa wetu wa mawasiliano. Ikiwa swali lako linahusu agizo, taja namba yake.'],
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
          'Siku ya soko, baada ya kila mkulima wa kikapu chako kuleta mazao yake. Kila bidhaa inaonyesha siku ya kwanza inayoweza kukufikia, kikapu chako kinaonyesha siku ambayo agizo lote linaweza kufika, na wakati wa kuagiza siku zinazofuata hutolewa, hadi wiki mbili mbele.',
      },
      {
        question: 'Kuna tofauti gani kati ya eneo la uwasilishaji na kituo cha kuchukulia?',
        answer:
          'Katika moja ya maeneo ya usafirishaji ya soko, agizo lako huletwa mlangoni kwako katika mzunguko wa usafirishaji, kwa ada ya usafirishaji ya eneo hilo. Kituo cha kuchukulia ni mahali pa kudumu, kama duka au kibanda sokoni, unapolichukua siku ya soko wakati wa saa zake za kazi, bila ada ya usafirishaji.',
      },
      {
        question: 'Kwa nini kuna kiasi cha chini?',
        answer:
          'Baadhi ya bidhaa huuzwa kwa fungu, trei au kilo tu, na kila soko lina kiwango cha chini cha agizo ili kukabidhi kikapu kuwe na maana. Vyote huonyeshwa kabla hujathibitisha: kiasi cha chini kwenye bidhaa, agizo la chini kwenye kikapu chako na wakati wa kuagiza.',
      },
      {
        question: 'Ninaweza kulipa vipi?',
        answer:
          'Kwa pesa taslimu unapopokea au kuchukua agizo lako, au kwa pesa kwa simu: unapoagiza unachagua huduma (M-Pesa, MTN MoMo, Airtel Money, Orange Money, Vodafone Cash au nyingine) na namba utakayolipia, na vyote huhifadhiwa pamoja na agizo lako. Malewa haipokei malipo ya kadi na haiombi namba ya kadi kamwe.',
      },
      {
        question: 'Je, kulipa kupitia pesa kwa simu ni salama?',
        answer: 'Malewa inaomba tu huduma ya pesa kwa simu na namba unayolipia: kamwe PIN yako, kamwe namba ya kadi. Usimpe mtu yeyote PIN yako, hata anayedai kuwa anafanya kazi Malewa.',
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
        answer: 'Akiba hukaguliwa unapoweka agizo. Ikiwa kitu kimekwisha au hakitoshi, ukurasa wa kuagiza unakitaja kabla hujathibitisha, na agizo lako lina kile tu ambacho soko linacho.',
      },
      {
        question: 'Itakuwaje kitu kikifika kimeharibika au kuoza?',
        answer: 'Usiile. Piga picha na utuandikie kupitia ukurasa wa mawasiliano ndani ya saa 24, pamoja na namba ya agizo, nasi tutalifuatilia na mkulima.',
      },
      {
        question: 'Ninabadilishaje lugha?',
        answer: 'Tumia menyu ya lugha iliyo juu ya ukurasa. Malewa inapatikana kwa Kiswahili, Kiingereza, Kifaransa, Kihispania, Kireno na Kiarabu, na hukumbuka chaguo lako kwenye kifaa hiki.',
      },
      {
        question: 'Mimi ni mkulima. Ninawezaje kuuza kwenye Malewa?',
        answer: 'Nenda kwenye ukurasa wa “Jiunge na Orodha Yetu Bora ya Wakulima” na utueleze kuhusu shamba lako na unachokilima. Timu yetu katika mji wako husoma kila ombi na kuwasiliana nawe.',
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
          'Mazao yako yanaonyeshwa kwa jina la shamba lako na jinsi unavyolima. Unayaleta kwenye soko la mji wako siku zako mwenyewe, na soko hukusanya kikapu cha kila mnunuzi na kukikabidhi, kwenye kituo cha kuchukulia au katika mzunguko wa usafirishaji.',
          'Kuanza, nenda kwenye ukurasa wa “Jiunge na Orodha Yetu Bora ya Wakulima” na utueleze kuhusu shamba lako na unachokilima. Timu yetu ya mji itawasiliana nawe ili kukutembelea.',
        ],
      },
      {
        heading: 'Vyama vya ushirika',
        paragraphs: ['Chama cha ushirika kinaweza kuuza kwa jina moja huku kila mwanachama akitoa sehemu ya mavuno, na kuleta mazao ya wanachama wake sokoni pamoja siku zake.'],
      },
      {
        heading: 'Wasafirishaji',
        paragraphs: ['Tunafanya kazi na wasafirishaji huru na kampuni ndogo za usafirishaji wanaoyajua mitaa yao, kwa mizunguko ya usafirishaji ya soko katika kila eneo lake.'],
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
          'Wakulima hujisajili kupitia ukurasa wa “Jiunge na Orodha Yetu Bora ya Wakulima”. Vyama vya ushirika, wasafirishaji na mashirika wanaweza kutumia fomu ya ukurasa wetu wa mawasiliano wakichagua mada “Ushirikiano”, wakitaja mji wao.',
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
          'Hatuombi namba ya kadi kamwe. Kwa pesa kwa simu, tunahifadhi pamoja na agizo lako huduma na namba uliyochagua; hatuombi PIN yako kamwe.',
        ],
      },
      {
        heading: 'Kwa nini tunazitumia',
        paragraphs: [
          'Ili kupokea na kuwasilisha maagizo yako, kukuwezesha kuingia kwenye akaunti, kuwasiliana nawe kuhusu agizo na kujibu maswali yako. Takwimu za jumla zisizomtambulisha mtu hutusaidia kujua bidhaa zipi zinauzwa na wapi pa kufungua vituo vya kuchukulia.',
          'Watu wa soko wanaotayarisha na kukabidhi agizo lako huona jina lako, namba ya simu na anwani ya usafirishaji, kwa agizo hilo tu.',
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
          'Unaweza kusahihisha jina lako, namba ya simu na taarifa nyingine kwenye ukurasa wa akaunti yako. Kuona au kufuta taarifa zako binafsi, tuandikie kupitia fomu ya ukurasa wetu wa mawasiliano, mada “Akaunti yangu”, kutoka anwani ya barua pepe ya akaunti yako; tunathibitisha utambulisho wako na kujibu ndani ya siku 30. Kufuta akaunti yako hakughairi maagizo yanayotayarishwa tayari.',
        ],
      },
    ],
  },

  terms: {
    title: 'Masharti ya matumizi',
    description: 'Masharti ya kununua kwenye Malewa: maagizo, bei kwa sarafu ya soko lako, akiba, kughairi, malipo na uwajibikaji.',
    intro: 'Masharti haya yanatumika unaponunua kwenye Malewa. Yameandikwa ili yasomwe: kama kuna jambo lisiloeleweka, tuulize kupitia ukurasa wa mawasiliano kabla ya kuagiza.',
    sections: [
      {
        heading: 'Nani anakuuzia',
        paragraphs: [
          'Malewa inaendesha soko la mtandaoni na soko la kila mji; wakulima hulima mazao, yanayoonyeshwa kwa jina la shamba lao. Huyaleta sokoni siku zao wenyewe, na soko hukusanya kikapu chako na kukukabidhi siku ya soko, mlangoni kwako au kwenye kituo cha kuchukulia.',
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
        heading: 'Akiba na viwango',
        paragraphs: [
          'Mazao ya shamba hubadilika kulingana na hali ya hewa na msimu. Akiba hukaguliwa unapoweka agizo: kitu kikiwa kimekwisha, tunakuambia kabla hujathibitisha, na agizo lina kile kilichopo tu. Bidhaa zinazouzwa kwa uzito zinaweza kutofautiana kidogo; hulipi kamwe zaidi ya jumla uliyothibitisha.',
        ],
      },
      {
        heading: 'Kughairi na matatizo',
        paragraphs: [
          'Unaweza kughairi agizo bila gharama maadamu hali yake ni “Limewekwa”. Soko likishaanza kulitayarisha, haliwezi tena kughairiwa kwenye programu. Bidhaa zikikosekana, zikifika zimeharibika au kuoza, tuambie kupitia ukurasa wa mawasiliano ndani ya saa 24 nasi tutalifuatilia na mkulima.',
        ],
      },
      {
        heading: 'Malipo',
        paragraphs: ['Unapoagiza unachagua kulipa pesa taslimu wakati wa kuletewa au kuchukua, au kutoka namba ya pesa kwa simu. Ukilipa taslimu, tafadhali andaa kiasi kamili inapowezekana.'],
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
