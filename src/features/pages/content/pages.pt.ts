import type { PagesContent } from '../page-content'

export const pages: PagesContent = {
  about: {
    title: 'Sobre a Malewa',
    description: 'A Malewa liga quem compra nas cidades africanas a quem cultiva a sua comida: produtos frescos, entrega ou recolha, dinheiro móvel ou numerário.',
    intro: 'A Malewa é um mercado de produtos locais: em Joanesburgo, Nairobi, Lagos, Acra, Kigali e Casablanca, compra legumes, fruta, ovos e mel diretamente aos agricultores da região.',
    sections: [
      {
        heading: 'Porque existimos',
        paragraphs: [
          'Grande parte do que se cultiva à volta das nossas cidades passa por vários intermediários antes de chegar à cozinha: chega menos fresco, mais caro, e o agricultor quase nada ganha.',
          'A Malewa encurta essa cadeia. Cada produto aparece com o nome da quinta que o cultiva e a forma como é cultivado, e vai dessa quinta para quem o cozinha através de um único mercado na sua cidade.',
        ],
      },
      {
        heading: 'Como funciona',
        paragraphs: [
          'Escolhe o mercado da sua cidade, percorre os seus agricultores e enche o cesto. Os agricultores levam os produtos ao mercado nos seus próprios dias, e o mercado entrega-lhe o cesto inteiro num dos seus dias de mercado: num ponto de recolha, ou à sua porta se a sua morada estiver numa das zonas de entrega. Na encomenda escolhe pagar em dinheiro ao receber ou recolher, ou a partir de um número de dinheiro móvel.',
        ],
      },
      {
        heading: 'Pensada para a vida real',
        paragraphs: [
          'A rede falha e os dados são caros, por isso a Malewa funciona sem ligação: o seu cesto fica no telemóvel e sincroniza-se quando a rede volta. A loja é leve, funciona em telemóveis modestos e fala português, inglês, francês, espanhol, árabe e suaíli.',
        ],
      },
      {
        heading: 'O que oferecemos hoje',
        paragraphs: ['Hoje a Malewa é um mercado agrícola: produtos frescos de agricultores locais. Concentramo-nos nisso para que cada encomenda chegue fresca, no dia prometido.'],
      },
    ],
  },

  career: {
    title: 'Trabalhar na Malewa',
    description: 'Junte-se a uma equipa pequena, com trabalho remoto, que constrói um mercado de produtos locais para cidades africanas. Funções e como candidatar-se.',
    intro:
      'Somos uma equipa pequena espalhada por várias cidades africanas e queremos que seja fácil para os agricultores vender e para as famílias comer bem. Contratamos com cuidado e gostamos sempre de ouvir pessoas que partilham estes valores.',
    sections: [
      {
        heading: 'Como trabalhamos',
        paragraphs: [
          'A maioria trabalha à distância, a partir de Joanesburgo, Nairobi, Lagos, Acra, Kigali ou Casablanca, e encontramo-nos quando faz sentido. Pomos tudo por escrito, fazemos reuniões curtas, vamos ao terreno com agricultores e estafetas, e testamos o nosso trabalho em telemóveis modestos e redes instáveis.',
        ],
      },
      {
        heading: 'As funções para que contratamos',
        paragraphs: [
          'Engenharia: desenvolvimento web que funciona sem ligação, serviços de back-end e integração de pagamentos com os operadores de dinheiro móvel.',
          'Operações: coordenadores de cidade que acolhem novos agricultores, organizam os pontos de recolha e planeiam as rotas com os estafetas.',
          'Apoio e comunidade: pessoas que respondem a clientes e agricultores na sua língua e transformam as suas opiniões em melhorias. De vez em quando abrimos também vagas em design, tradução e qualidade alimentar.',
        ],
      },
      {
        heading: 'Como candidatar-se',
        paragraphs: [
          'Escreva-nos com o formulário da nossa página de contacto, escolhendo o assunto «Outro assunto»: algumas linhas sobre si, a cidade onde vive, o trabalho que quer fazer e as línguas que fala, com uma ligação para um trabalho de que se orgulhe.',
          'Não precisa de esperar por uma vaga: lemos todas as mensagens, mesmo quando não há nenhuma vaga aberta.',
        ],
      },
      {
        heading: 'O que esperar',
        paragraphs: [
          'Se houver afinidade, começamos com uma conversa, seguida de um breve exercício prático baseado em trabalho real e de uma última conversa com os seus futuros colegas. Em cada etapa dizemos-lhe claramente em que ponto está.',
        ],
      },
    ],
  },

  contact: {
    title: 'Contacte-nos',
    description: 'Uma pergunta sobre uma encomenda, uma entrega ou como vender na Malewa? Escreva-nos com o formulário desta página: uma pessoa da equipa lê cada mensagem.',
    intro: 'Seja cliente ou agricultor, gostamos de ter notícias suas: cada mensagem é lida por uma pessoa da nossa equipa.',
    sections: [
      {
        heading: 'Escreva-nos',
        paragraphs: [
          'A forma mais rápida é o formulário abaixo: indique o seu nome, como podemos contactá-lo e do que precisa. Se for sobre uma encomenda, acrescente o número que aparece na sua lista de encomendas.',
          'Escolha o assunto certo (uma encomenda, a entrega ou recolha, a sua conta, vender como agricultor, uma parceria) para que a mensagem chegue a quem a pode responder. Não há um endereço de e-mail para onde escrever: este formulário é a forma de nos contactar.',
        ],
      },
      {
        heading: 'Quando respondemos',
        paragraphs: [
          'Respondemos por e-mail, ou por telefone se indicar um número, na língua em que escreveu sempre que possível. As mensagens sobre uma encomenda prevista para hoje ou amanhã são tratadas primeiro.',
        ],
      },
      {
        heading: 'Outras questões',
        paragraphs: [
          'Para questões sobre os seus dados pessoais, ou para pedir que os apaguemos, use este formulário com o assunto «A minha conta», a partir do endereço de e-mail da sua conta. Os agricultores que querem vender podem inscrever-se na página «Junte-se à nossa incrível lista de agricultores».',
        ],
      },
    ],
  },

  foodsafety: {
    title: 'Segurança alimentar',
    description: 'Como os agricultores e estafetas da Malewa protegem os seus alimentos da colheita à cozinha, e como lavar e guardar fruta, legumes e ovos em casa.',
    intro: 'Na Malewa os alimentos percorrem distâncias curtas, mas cada etapa exige cuidado. Eis o que pedimos aos agricultores e estafetas, e o que pode fazer em casa.',
    sections: [
      {
        heading: 'Verificação dos agricultores',
        paragraphs: [
          'Antes de um agricultor poder vender, a nossa equipa local visita a propriedade ou encontra-se com o agricultor, vê como os produtos são cultivados, lavados e embalados, e confirma que a água de lavagem é limpa.',
        ],
      },
      {
        heading: 'Colheita e embalagem',
        paragraphs: [
          'Os agricultores colhem o mais perto possível do dia de entrega, embalam em recipientes limpos próprios para alimentos e mantêm os produtos longe de químicos, combustível e animais. Cada encomenda leva o nome do cliente e o seu número.',
        ],
      },
      {
        heading: 'Manter o frio',
        paragraphs: [
          'Verduras de folha, ervas aromáticas e outros produtos perecíveis ficam à sombra, ou em geleiras e frigoríficos quando existem. Os estafetas transportam as encomendas em sacos térmicos fechados e entregam-nas no próprio dia.',
          'Levante as suas encomendas no dia anunciado: alimentos que ficam muito tempo à espera num ponto de recolha perdem depressa a frescura.',
        ],
      },
      {
        heading: 'Lavar os produtos em casa',
        paragraphs: [
          'Lave fruta e legumes em água corrente limpa mesmo antes de os comer ou cozinhar, e não antes de os guardar. Escove os produtos firmes, como cenouras e batatas, retire as folhas exteriores de couves e alfaces e, se a água da torneira não for potável, use água fervida ou tratada para tudo o que se come cru.',
        ],
      },
      {
        heading: 'Ovos',
        paragraphs: [
          'Os nossos agricultores não lavam os ovos, o que preserva a sua camada protetora natural. Guarde-os num local fresco ou no frigorífico, com o bico para baixo, e lave-os só antes de os usar. Deite fora ovos rachados ou sujos e, para crianças pequenas, idosos e grávidas, cozinhe-os até a gema ficar firme.',
        ],
      },
      {
        heading: 'Se algo correr mal',
        paragraphs: [
          'Não coma produtos que cheguem danificados ou estragados. Tire uma fotografia e escreva-nos pela página de contacto nas 24 horas seguintes, com o número da encomenda: analisamos o caso com o agricultor, que sai do mercado se as falhas se repetirem.',
        ],
      },
    ],
  },

  help: {
    title: 'Ajuda',
    description: 'Respostas às perguntas frequentes sobre a Malewa: dias de mercado, pontos de recolha, encomenda mínima, pagamento, uso offline e cancelamentos.',
    intro: 'Respostas rápidas sobre encomendas, pagamentos, entregas e recolhas. Não encontra a sua? Escreva-nos com o formulário da nossa página de contacto.',
    sections: [
      {
        heading: 'Encomendar em quatro passos',
        paragraphs: [
          'Escolha a sua cidade, junte produtos dos agricultores ao cesto, escolha entrega ou recolha e o dia, escolha como vai pagar (dinheiro, ou um número de dinheiro móvel) e faça a encomenda. Acompanhe cada encomenda na sua lista de encomendas.',
        ],
      },
      {
        heading: 'Entrega e recolha',
        paragraphs: [
          'Os agricultores levam os produtos ao mercado da sua cidade nos seus próprios dias, e o mercado entrega o cesto inteiro num dos seus dias de mercado. Se a sua morada estiver numa das zonas de entrega do mercado, a encomenda pode ser-lhe levada; caso contrário, ou se preferir, recolha-a num dos pontos de recolha do mercado.',
        ],
      },
      {
        heading: 'Precisa de mais ajuda?',
        paragraphs: ['Use o formulário da nossa página de contacto. Se a pergunta for sobre uma encomenda, indique o número dela.'],
      },
    ],
    faqs: [
      {
        question: 'Como faço uma encomenda?',
        answer:
          'Veja os agricultores da sua cidade, junte produtos ao cesto, escolha entrega ou recolha e o dia, e confirme. A encomenda aparece na sua lista com o estado «efetuada» até o agricultor começar a prepará-la.',
      },
      {
        question: 'Quando chega a minha encomenda?',
        answer:
          'Num dia de mercado, quando todos os agricultores do seu cesto tiverem trazido os seus produtos. Cada produto mostra o primeiro dia em que lhe pode chegar, o cesto mostra o dia em que a encomenda inteira pode chegar, e na encomenda são oferecidos os dias a partir daí, até duas semanas depois.',
      },
      {
        question: 'Qual é a diferença entre zona de entrega e ponto de recolha?',
        answer:
          'Numa das zonas de entrega do mercado, a encomenda é levada à sua porta numa ronda de entrega, com a taxa de entrega da zona. Um ponto de recolha é um local fixo, como uma loja ou uma banca de mercado, onde a recolhe no dia de mercado durante o horário de abertura, sem taxa de entrega.',
      },
      {
        question: 'Porque há uma quantidade mínima?',
        answer:
          'Alguns produtos vendem-se só ao molho, ao tabuleiro ou ao quilo, e cada mercado tem um valor mínimo de encomenda para que entregar um cesto valha a pena. Ambos aparecem antes de confirmar: a quantidade mínima no produto, a encomenda mínima no cesto e na encomenda.',
      },
      {
        question: 'Como posso pagar?',
        answer:
          'Em dinheiro ao receber ou recolher a encomenda, ou com dinheiro móvel: na encomenda escolhe o serviço (M-Pesa, MTN MoMo, Airtel Money, Orange Money, Vodafone Cash ou outro) e o número a partir do qual vai pagar, e ambos ficam guardados com a encomenda. A Malewa não aceita pagamentos com cartão e nunca pede um número de cartão.',
      },
      {
        question: 'Pagar com dinheiro móvel é seguro?',
        answer:
          'A Malewa pede apenas o serviço de dinheiro móvel e o número a partir do qual paga: nunca o seu PIN, nunca um número de cartão. Não partilhe o seu PIN com ninguém, nem com quem diga trabalhar para a Malewa.',
      },
      {
        question: 'Posso usar a Malewa sem ligação?',
        answer:
          'Sim. Os produtos que já viu continuam disponíveis e o seu cesto fica guardado no telemóvel. Quando a ligação volta, o cesto sincroniza-se, os preços e o stock são verificados de novo, e pode confirmar a encomenda.',
      },
      {
        question: 'Como cancelo uma encomenda?',
        answer:
          'Enquanto o estado ainda for «efetuada», abra a encomenda na sua lista e cancele-a. Depois de o agricultor começar a prepará-la, já não é possível cancelar na aplicação: contacte-nos e veremos com o agricultor o que se pode fazer.',
      },
      {
        question: 'E se um produto não estiver disponível?',
        answer: 'O stock é verificado quando faz a encomenda. Se algo esgotou ou não chega, a encomenda indica-o antes de confirmar, e a sua encomenda só inclui o que o mercado tem.',
      },
      {
        question: 'E se algo chegar danificado ou estragado?',
        answer: 'Não o coma. Tire uma fotografia e escreva-nos pela página de contacto nas 24 horas seguintes, com o número da encomenda, e analisaremos o caso com o agricultor.',
      },
      {
        question: 'Como mudo de língua?',
        answer: 'Use o menu de línguas no topo da página. A Malewa está disponível em português, inglês, francês, espanhol, árabe e suaíli, e lembra-se da sua escolha neste aparelho.',
      },
      {
        question: 'Sou agricultor. Como posso vender na Malewa?',
        answer:
          'Vá à página «Junte-se à nossa incrível lista de agricultores» e fale-nos da sua quinta e do que cultiva. A nossa equipa na sua cidade lê cada candidatura e entra em contacto consigo.',
      },
    ],
  },

  partnership: {
    title: 'Seja parceiro da Malewa',
    description: 'Agricultores, cooperativas, estafetas e ONG: trabalhem com a Malewa para levar alimentos locais frescos a mais casas nas cidades africanas.',
    intro: 'A Malewa existe graças a quem cultiva, transporta e defende a comida local. Se quer chegar a mais clientes ou reforçar o sistema alimentar da sua cidade, vamos trabalhar juntos.',
    sections: [
      {
        heading: 'Agricultores',
        paragraphs: [
          'Os seus produtos aparecem com o nome da sua quinta e a forma como os cultiva. Leva-os ao mercado da sua cidade nos seus próprios dias, e o mercado junta o cesto de cada cliente e entrega-o, num ponto de recolha ou numa ronda de entrega.',
          'Para começar, vá à página «Junte-se à nossa incrível lista de agricultores» e fale-nos da sua produção e do que cultiva. A nossa equipa local vai contactá-lo para o visitar.',
        ],
      },
      {
        heading: 'Cooperativas',
        paragraphs: ['Uma cooperativa pode vender com um só nome enquanto cada membro fornece parte da colheita, e levar juntos os produtos dos membros ao mercado nos seus próprios dias.'],
      },
      {
        heading: 'Estafetas',
        paragraphs: ['Trabalhamos com estafetas independentes e pequenas empresas de entregas que conhecem os seus bairros, para as rondas de entrega do mercado em cada uma das suas zonas.'],
      },
      {
        heading: 'ONG e grupos comunitários',
        paragraphs: [
          'Somos parceiros de organizações que apoiam pequenos produtores, formam jovens na agricultura ou melhoram a nutrição nas cidades. Juntos podemos dar formação em higiene e embalagem, abrir pontos de recolha nos bairros ou ajudar novos agricultores a vender online.',
        ],
      },
      {
        heading: 'Entrar em contacto',
        paragraphs: [
          'Os agricultores inscrevem-se na página «Junte-se à nossa incrível lista de agricultores». Cooperativas, estafetas e organizações podem usar o formulário da nossa página de contacto com o assunto «Parcerias», indicando a cidade.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Política de privacidade',
    description: 'Que dados pessoais a Malewa guarda e porquê, o que fica no seu aparelho, que cookies usamos e como pedir a eliminação dos seus dados.',
    intro: 'Recolhemos apenas o necessário para lhe fazer chegar a encomenda e nunca vendemos os seus dados. Aqui explicamos o que guardamos e as escolhas que tem.',
    sections: [
      {
        heading: 'O que guardamos',
        paragraphs: [
          'O seu nome, número de telemóvel e endereço de e-mail, as moradas de entrega que guarda e as suas encomendas: o que comprou, a que agricultor, quando, como pagou e se escolheu entrega ou recolha.',
          'Nunca pedimos um número de cartão. Para o dinheiro móvel, guardamos com a encomenda o serviço e o número que escolheu; nunca pedimos o seu PIN.',
        ],
      },
      {
        heading: 'Para que os usamos',
        paragraphs: [
          'Para receber e entregar as suas encomendas, permitir-lhe iniciar sessão, contactá-lo sobre uma encomenda e responder às suas perguntas. Números anónimos e agregados mostram-nos que produtos se vendem e onde abrir pontos de recolha.',
          'As pessoas do mercado que preparam e entregam a sua encomenda veem o seu nome, o seu telefone e a morada de entrega, apenas para essa encomenda.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Usamos poucos cookies, todos necessários para a loja funcionar: um lembra a sua língua, dois lembram o seu tema (cor e estilo dos cantos) e outros mantêm a sua sessão iniciada. Não usamos cookies de publicidade nem de rastreio.',
        ],
      },
      {
        heading: 'Dados no seu aparelho',
        paragraphs: [
          'Para funcionar sem ligação, a Malewa guarda o seu cesto, os agricultores e produtos que viu e as suas encomendas recentes no armazenamento do navegador do telemóvel. Pode apagá-los a qualquer momento, limpando os dados deste site nas definições do navegador.',
        ],
      },
      {
        heading: 'Durante quanto tempo',
        paragraphs: [
          'Guardamos os dados da sua conta enquanto ela estiver aberta. Os registos das encomendas são guardados durante o tempo exigido pelas regras fiscais e contabilísticas e depois apagados ou anonimizados.',
        ],
      },
      {
        heading: 'Os seus direitos e a eliminação',
        paragraphs: [
          'Pode corrigir o seu nome, o seu telefone e outros dados na página da sua conta. Para ver ou apagar os seus dados pessoais, escreva-nos com o formulário da nossa página de contacto, assunto «A minha conta», a partir do endereço de e-mail da sua conta; confirmamos a sua identidade e respondemos em 30 dias. Apagar a conta não cancela encomendas já em preparação.',
        ],
      },
    ],
  },

  terms: {
    title: 'Termos de utilização',
    description: 'Os termos de compra na Malewa: encomendas, preços na moeda do seu mercado, stock, cancelamentos, pagamento e responsabilidade.',
    intro: 'Estes termos aplicam-se quando compra na Malewa. Foram escritos para serem lidos: se algo não estiver claro, pergunte-nos pela página de contacto antes de encomendar.',
    sections: [
      {
        heading: 'Quem lhe vende',
        paragraphs: [
          'A Malewa gere o mercado online e o mercado de cada cidade; os agricultores cultivam os produtos, que aparecem com o nome da sua quinta. Levam-nos ao mercado nos seus próprios dias, e o mercado junta o seu cesto e entrega-o num dia de mercado, à sua porta ou num ponto de recolha.',
        ],
      },
      {
        heading: 'Encomendas e preços',
        paragraphs: [
          'Os preços são apresentados na moeda da sua loja (rand, xelim, naira, cedi, franco ruandês ou dirham) e eventuais custos de entrega aparecem na finalização da compra. Uma encomenda existe quando chega aos nossos servidores com o estado «efetuada»: um cesto guardado sem ligação ainda não é uma encomenda.',
          'Se um preço ou o stock mudou enquanto estava sem ligação, mostramos-lhe o novo total antes de confirmar.',
        ],
      },
      {
        heading: 'Stock e quantidades',
        paragraphs: [
          'Os produtos agrícolas variam com o tempo e a estação. O stock é verificado quando faz a encomenda: se algo esgotou, dizemos-lhe antes de confirmar, e a encomenda inclui apenas o que existe. Os produtos vendidos ao peso podem variar ligeiramente; nunca paga mais do que o total que confirmou.',
        ],
      },
      {
        heading: 'Cancelamentos e problemas',
        paragraphs: [
          'Pode cancelar uma encomenda sem custos enquanto o estado for «efetuada». Depois de o mercado começar a prepará-la, já não pode ser cancelada na aplicação. Se faltarem artigos ou chegarem danificados ou estragados, diga-nos pela página de contacto nas 24 horas seguintes e analisaremos o caso com o agricultor.',
        ],
      },
      {
        heading: 'Pagamento',
        paragraphs: ['Na encomenda escolhe pagar em dinheiro na entrega ou na recolha, ou a partir de um número de dinheiro móvel. Se pagar em dinheiro, tenha o valor exato sempre que possível.'],
      },
      {
        heading: 'Responsabilidade e espírito destes termos',
        paragraphs: [
          'Verificamos os agricultores e esforçamo-nos para que cada encomenda chegue certa, mas não somos responsáveis por atrasos causados por factos alheios ao nosso controlo, como tempestades ou estradas cortadas; a nossa responsabilidade por uma encomenda limita-se ao seu valor. Nada aqui limita os seus direitos ao abrigo da lei do consumidor do seu país.',
          'Estes termos assentam na equidade e na boa-fé entre clientes, agricultores e a Malewa: quando algo corre mal, procuramos primeiro uma solução justa. Aplica-se a versão publicada aqui no momento da sua encomenda.',
        ],
      },
    ],
  },
}
